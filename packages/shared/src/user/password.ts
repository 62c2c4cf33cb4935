import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  required: 'Password is required',
  blank: 'Password cannot consist only of spaces',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  tooLong: `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`,
  onlyDigits: 'Password cannot be entirely numeric',
  sameAsEmail: 'Password cannot be the same as your e-mail address',
} as const;

/** Password rules that need no other field; "not the e-mail" is checked by `passwordNotEmail`. */
export const passwordSchema = z
  .string({ error: passwordMessages.required })
  // abort: an empty password gets one message, not "required" plus "too short".
  .min(1, { error: passwordMessages.required, abort: true })
  // Whitespace alone guards nothing; it gets this one message, not "too short" as well.
  .refine((value) => value.trim() !== '', { error: passwordMessages.blank, abort: true })
  .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong)
  .refine((value) => !/^\d+$/.test(value), passwordMessages.onlyDigits);

/** True when the password is the e-mail address or its local part (case-insensitive). */
export function passwordResemblesEmail(password: string, email: string): boolean {
  const p = password.trim().toLowerCase();
  const e = email.trim().toLowerCase();
  if (p.length === 0 || e.length === 0) return false;
  const local = e.split('@')[0] ?? '';
  return p === e || (local.length >= PASSWORD_MIN_LENGTH && p === local);
}
