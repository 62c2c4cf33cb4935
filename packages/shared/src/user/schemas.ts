import { z } from 'zod';
import { numeric } from '../common/numeric.js';
import { isPlainText } from '../common/plain-text.js';
import { GROUPS, TIERS } from '../common/constants.js';
import {
  PASSWORD_MAX_LENGTH,
  passwordMessages,
  passwordResemblesEmail,
  passwordSchema,
} from './password.js';

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 150;

export const emailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .max(EMAIL_MAX_LENGTH, `E-mail cannot be longer than ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email({ error: 'Enter a valid e-mail address' }))
  .transform((value) => value.toLowerCase());

const nameSchema = z
  .string({ error: 'Must be text' })
  .trim()
  .max(NAME_MAX_LENGTH, `Cannot be longer than ${NAME_MAX_LENGTH} characters`)
  .refine(isPlainText, 'Cannot contain control or text-direction characters');

/** The token of a mailed link: 32 random bytes in base64url, as the server issues it. */
const MAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const tokenSchema = z
  .string({ error: 'Token is required' })
  .trim()
  .min(1, 'Token is required')
  // Any other shape is a cut or mangled link: the console says so before asking for anything.
  .regex(MAIL_TOKEN_PATTERN, 'Token is not valid');

export const registerSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    first_name: nameSchema.optional(),
  })
  .refine((body) => !passwordResemblesEmail(body.password, body.email), {
    path: ['password'],
    message: passwordMessages.sameAsEmail,
  });
export type RegisterBody = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
});
export type LoginBody = z.input<typeof loginSchema>;

/**
 * The `code` beside `detail` when a login is refused because the address is not confirmed yet;
 * the detail is translated, so the console recognises the case by this.
 */
export const EMAIL_NOT_CONFIRMED_CODE = 'email_not_confirmed';

export const tokenBodySchema = z.object({ token: tokenSchema });
export type TokenBody = z.input<typeof tokenBodySchema>;

export const profileUpdateSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
});
export type ProfileUpdateBody = z.input<typeof profileUpdateSchema>;

export const passwordChangeSchema = z
  .object({
    old_password: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
    new_password: passwordSchema,
  })
  .refine((body) => body.old_password !== body.new_password, {
    path: ['new_password'],
    message: 'New password must differ from the current one',
  });
export type PasswordChangeBody = z.input<typeof passwordChangeSchema>;

/** POST /api/user/password-set/: a first password for an account made through a provider. */
export const passwordSetSchema = z.object({ new_password: passwordSchema });
export type PasswordSetBody = z.input<typeof passwordSetSchema>;

/** A request that names only an address: a password reset link, a new confirmation link. */
export const mailRequestSchema = z.object({ email: emailSchema });
export type MailRequestBody = z.input<typeof mailRequestSchema>;

export const resetPasswordConfirmSchema = z.object({
  token: tokenSchema,
  password: passwordSchema,
});
export type ResetPasswordConfirmBody = z.input<typeof resetPasswordConfirmSchema>;

export const emailChangeSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
});
export type EmailChangeBody = z.input<typeof emailChangeSchema>;

export const groupSchema = z.enum(GROUPS);
export const tierSchema = z.enum(TIERS);

/** A CASL rule as sent to the console (the `rules` of the profile). */
export const abilityRuleSchema = z.object({
  action: z.union([z.string(), z.array(z.string())]),
  subject: z.union([z.string(), z.array(z.string())]),
  inverted: z.boolean().optional(),
});

export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  /**
   * USD, for display only (the spec gives the balance as a number or null). The server keeps
   * money as integer micro-dollars and never computes with this value.
   */
  balance: z.number().nullable(),
  /** The money side is on (BILLING=on): balance, top-up and /payments exist. */
  billing: z.boolean(),
  groups: z.array(groupSchema),
  tier: tierSchema,
  rules: z.array(abilityRuleSchema),
  /**
   * The dedicated SMPP subscription's state when it needs the user (renewal not covered: grace
   * until a time, then suspended), for the console's banner; absent otherwise.
   */
  dedicated_smpp_alert: z
    .object({ status: z.enum(['grace', 'suspended']), grace_until: z.string().nullable() })
    .optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const okSchema = z.object({ detail: z.string() });

/** Admin users page. */
export const adminUserQuerySchema = z.object({
  page: numeric(
    z
      .number({ error: 'Page must be an integer' })
      .int('Page must be an integer')
      .min(1, 'Page starts at 1'),
  ).default(1),
  page_size: numeric(
    z
      .number({ error: 'Page size must be an integer' })
      .int('Page size must be an integer')
      .min(1, 'Page size must be at least 1')
      .max(100, 'Page size cannot exceed 100'),
  ).default(25),
  search: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
});
export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  groups: z.array(groupSchema),
  tier: tierSchema,
  balance: z.number().nullable(),
  email_confirmed: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserUpdateSchema = z.object({
  groups: z.array(groupSchema).min(1, 'Choose at least one group'),
  tier: tierSchema,
});
export type AdminUserUpdateBody = z.input<typeof adminUserUpdateSchema>;
