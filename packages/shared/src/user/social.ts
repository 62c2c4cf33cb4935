import { z } from 'zod';
import { emailSchema } from './schemas.js';

/** The sign-in providers (issue 25). */
export const SOCIAL_PROVIDER_NAMES = ['google', 'facebook', 'twitter'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDER_NAMES)[number];

/**
 * POST /api/user/login/google/: the ID token Google Identity Services gave the page. Tokens are
 * opaque here; 8 KiB is far above any provider's.
 */
export const googleLoginSchema = z.object({
  credential: z
    .string({ error: 'Credential is required' })
    .trim()
    .min(1, 'Credential is required')
    .max(8192, 'Credential is too long'),
});

/** POST /api/user/login/facebook/: the JS SDK's access token (and the user id it reported). */
export const facebookLoginSchema = z.object({
  access_token: z
    .string({ error: 'Access token is required' })
    .trim()
    .min(1, 'Access token is required')
    .max(8192, 'Access token is too long'),
  user_id: z
    .string({ error: 'User id must be text' })
    .trim()
    .max(64, 'User id is too long')
    .optional(),
});

/** POST /api/user/login/twitter/: what Twitter sent back to the callback page. */
export const twitterLoginSchema = z.object({
  oauth_token: z
    .string({ error: 'oauth_token is required' })
    .trim()
    .min(1, 'oauth_token is required')
    .max(8192, 'oauth_token is too long'),
  oauth_verifier: z
    .string({ error: 'oauth_verifier is required' })
    .trim()
    .min(1, 'oauth_verifier is required')
    .max(8192, 'oauth_verifier is too long'),
});

/** POST /api/user/login/twitter/token/ answers the request token to send the user with. */
export const twitterRequestTokenSchema = z.object({
  oauth_token: z.string(),
  authenticate_url: z.string(),
});

/**
 * A sign-in whose provider gave no (verified) e-mail for a new person: the page asks for one
 * and posts it with the token to /api/user/login/social/email/.
 */
export const socialEmailRequiredSchema = z.object({
  email_required: z.literal(true),
  provider: z.enum(SOCIAL_PROVIDER_NAMES),
  name: z.string().nullable(),
  signup_token: z.string(),
});
export type SocialEmailRequired = z.infer<typeof socialEmailRequiredSchema>;

export const socialSignupSchema = z.object({
  signup_token: z
    .string({ error: 'Sign-up token is required' })
    .trim()
    .min(1, 'Sign-up token is required')
    .max(8192, 'Sign-up token is too long'),
  email: emailSchema,
});

/**
 * GET /api/user/login/providers/: which buttons the login and registration pages show, and the
 * provider script each loads (Google Identity Services, the Facebook JS SDK).
 */
export const socialProvidersSchema = z.object({
  google: z.object({ client_id: z.string(), script_url: z.string() }).nullable(),
  facebook: z.object({ app_id: z.string(), script_url: z.string() }).nullable(),
  twitter: z.boolean(),
});
export type SocialProviders = z.infer<typeof socialProvidersSchema>;

/** GET /api/user/social/: the signed-in user's connected accounts. */
export const connectedAccountsSchema = z.object({
  /** Without a password, the last connected account cannot be disconnected. */
  has_password: z.boolean(),
  accounts: z.array(
    z.object({
      provider: z.enum(SOCIAL_PROVIDER_NAMES),
      email: z.string().nullable(),
      name: z.string().nullable(),
      connected_at: z.string(),
    }),
  ),
});
export type ConnectedAccounts = z.infer<typeof connectedAccountsSchema>;
