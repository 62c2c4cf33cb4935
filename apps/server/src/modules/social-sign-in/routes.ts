import {
  connectedAccountsSchema,
  facebookLoginSchema,
  googleLoginSchema,
  okSchema,
  profileSchema,
  SOCIAL_PROVIDER_NAMES,
  socialEmailRequiredSchema,
  socialProvidersSchema,
  socialSignupSchema,
  twitterLoginSchema,
  twitterRequestTokenSchema,
} from '@routelab/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { bodyOf, paramsOf } from '../../http/route-validation.js';
import { headerLanguage } from '../../i18n/language.js';
import {
  requireSession,
  setSessionCookie,
  type SessionCookieOptions,
} from '../auth/authenticate.js';
import { toProfile } from '../users/profile.js';
import type { ProviderIdentity, SocialProvider } from './identity.js';

const MINUTE_MS = 60_000;
const providerParamsSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDER_NAMES, { error: 'Unknown sign-in provider' }),
});

/**
 * Spec section 7 and issue 25: sign-in with Google, Facebook and Twitter (the login calls need no
 * session), the e-mail step for identities that came without one, and Settings → Connected
 * accounts (session only).
 */
/** The answer once the address is given (also its example in the API reference). */
const SIGNUP_MAILED = { detail: 'Check your inbox: the confirmation link is on its way.' };

export function registerSocialRoutes(
  server: FastifyInstance,
  ctx: AppContext,
  options: SessionCookieOptions & { perIpPerMinute: number },
): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { social } = ctx;
  const perIp = { rateLimit: { max: options.perIpPerMinute, timeWindow: MINUTE_MS } };
  const loginResponses = { 200: profileSchema, 202: socialEmailRequiredSchema };

  /** Signs the identity in (a new session replaces the request's) or asks for an e-mail. */
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    identity: ProviderIdentity,
  ) => {
    const result = await social.accounts.signIn(identity);
    if (result.kind === 'email-required') {
      return reply.status(202).send({
        email_required: true,
        provider: identity.provider,
        name: identity.name,
        signup_token: result.signupToken,
      });
    }
    if (request.auth) await ctx.accounts.logout(request.auth.session);
    setSessionCookie(reply, result.session, options);
    return reply.send(toProfile(result.user, ctx.billing));
  };

  app.get(
    '/api/user/login/providers/',
    { schema: { security: [], response: { 200: socialProvidersSchema } } },
    async () => social.providers.offered(),
  );

  app.post(
    '/api/user/login/twitter/token/',
    {
      config: perIp,
      schema: {
        security: [],
        description:
          'No body. A request token (single use, 15 minutes); the page sends the user to ' +
          '`authenticate_url`, and Twitter back to /login/twitter/callback.',
        response: { 200: twitterRequestTokenSchema },
      },
    },
    async () => social.providers.requestTwitterToken(),
  );

  /**
   * A provider's two calls: sign in with what its page flow gave (no session needed), and the
   * same proof connecting it to the signed-in user.
   */
  const registerProvider = <Body extends z.ZodType>(
    name: SocialProvider,
    body: Body,
    description: string,
    verify: (proof: z.output<Body>) => Promise<ProviderIdentity>,
  ) => {
    // The route validated the body with `body`; the type provider loses that through a generic.
    const proofOf = (request: FastifyRequest) => bodyOf(request) as z.output<Body>;
    app.post(
      `/api/user/login/${name}/`,
      {
        config: perIp,
        schema: { security: [], description, body, response: loginResponses },
      },
      async (request, reply) => signIn(request, reply, await verify(proofOf(request))),
    );
    app.post(
      `/api/user/social/${name}/`,
      {
        config: perIp,
        schema: { description, body, response: { 200: connectedAccountsSchema } },
      },
      async (request) => {
        const { user } = requireSession(request);
        await social.accounts.connect(user, await verify(proofOf(request)));
        return social.accounts.connected(user);
      },
    );
  };
  registerProvider(
    'google',
    googleLoginSchema,
    'The ID token (`credential`) from Google Identity Services.',
    (proof) => social.providers.verifyGoogle(proof.credential),
  );
  registerProvider(
    'facebook',
    facebookLoginSchema,
    'The access token (and user id) from the Facebook JS SDK.',
    (proof) => social.providers.verifyFacebook(proof.access_token, proof.user_id),
  );
  registerProvider(
    'twitter',
    twitterLoginSchema,
    'The `oauth_token` and `oauth_verifier` Twitter sent to the callback page.',
    (proof) => social.providers.verifyTwitter(proof.oauth_token, proof.oauth_verifier),
  );

  app.post(
    '/api/user/login/social/email/',
    {
      config: perIp,
      schema: {
        security: [],
        description:
          'The e-mail address for a provider identity that came without one; the account ' +
          'works once the mailed link confirms it.',
        body: socialSignupSchema,
        response: { 200: okSchema.meta({ examples: [SIGNUP_MAILED] }) },
      },
    },
    async (request) => {
      const body = bodyOf(request);
      await social.accounts.signUpWithEmail(body.signup_token, body.email, headerLanguage(request));
      return SIGNUP_MAILED;
    },
  );

  app.get(
    '/api/user/social/',
    { schema: { response: { 200: connectedAccountsSchema } } },
    async (request) => social.accounts.connected(requireSession(request).user),
  );

  app.delete(
    '/api/user/social/:provider/',
    {
      schema: {
        params: providerParamsSchema,
        response: { 200: connectedAccountsSchema },
        description: 'The last way to sign in (no password, one account) cannot be removed.',
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      await social.accounts.disconnect(user, paramsOf(request).provider);
      return social.accounts.connected(user);
    },
  );
}
