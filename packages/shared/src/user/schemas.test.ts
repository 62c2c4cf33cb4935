import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../common/errors.js';
import { passwordResemblesEmail } from './password.js';
import {
  emailChangeSchema,
  emailSchema,
  loginSchema,
  passwordChangeSchema,
  registerSchema,
  resetPasswordConfirmSchema,
  tokenSchema,
} from './schemas.js';

const errorsOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : toFieldErrors(result.error);

describe('e-mail rules', () => {
  it('trims and lower-cases, so addresses compare case-insensitively', () => {
    expect(emailSchema.parse('  Alice@Example.COM ')).toBe('alice@example.com');
  });

  it('rejects missing, malformed and over-long addresses with a message', () => {
    expect(errorsOf(loginSchema.safeParse({ password: 'x' }))).toEqual({
      email: ['E-mail is required'],
    });
    expect(errorsOf(loginSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: ['Enter a valid e-mail address'],
    });
    const long = `${'a'.repeat(250)}@example.com`;
    expect(errorsOf(loginSchema.safeParse({ email: long, password: 'x' })).email?.[0]).toMatch(
      /cannot be longer than 254/,
    );
  });
});

describe('password rules', () => {
  const register = (password: unknown, email = 'someone@example.com') =>
    errorsOf(registerSchema.safeParse({ email, password }));

  it('accepts a password of 8 characters that is not only digits', () => {
    expect(register('abcd1234')).toEqual({});
  });

  it('needs at least 8 characters, not only digits, and not the e-mail', () => {
    expect(register('abc123')).toEqual({
      password: ['Password must be at least 8 characters long'],
    });
    expect(register('12345678')).toEqual({ password: ['Password cannot be entirely numeric'] });
    expect(register('Someone@Example.com')).toEqual({
      password: ['Password cannot be the same as your e-mail address'],
    });
    expect(register('')).toEqual({ password: ['Password is required'] });
    expect(register(12345678)).toEqual({ password: ['Password is required'] });
  });

  it('refuses a password of whitespace only, with one message, wherever one is chosen', () => {
    const blank = ['Password cannot consist only of spaces'];
    expect(register(' '.repeat(8))).toEqual({ password: blank });
    expect(register(' \t  ')).toEqual({ password: blank });
    expect(
      errorsOf(
        passwordChangeSchema.safeParse({
          old_password: 'old-pass-1',
          new_password: ' '.repeat(10),
        }),
      ),
    ).toEqual({ new_password: blank });
    expect(
      errorsOf(
        resetPasswordConfirmSchema.safeParse({ token: 'a'.repeat(43), password: ' '.repeat(9) }),
      ),
    ).toEqual({ password: blank });
    // Spaces around other characters are part of the password.
    expect(register('  pass word  ')).toEqual({});
  });

  it('still lets an existing password of spaces sign in', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: ' '.repeat(8) }).success).toBe(true);
  });

  it('compares against the address and a long enough local part, ignoring case', () => {
    expect(passwordResemblesEmail('LONGNAME99', 'longname99@example.com')).toBe(true);
    expect(passwordResemblesEmail('bob', 'bob@example.com')).toBe(false);
    expect(passwordResemblesEmail('different1', 'longname99@example.com')).toBe(false);
  });

  it('requires the new password to differ from the current one', () => {
    expect(
      errorsOf(
        passwordChangeSchema.safeParse({
          old_password: 'same-pass-1',
          new_password: 'same-pass-1',
        }),
      ),
    ).toEqual({ new_password: ['New password must differ from the current one'] });
  });
});

describe('long passwords', () => {
  it('says too long, not required, for login, e-mail change and password change', () => {
    const long = 'x'.repeat(129);
    const message = 'Password cannot be longer than 128 characters';
    expect(
      loginSchema.safeParse({ email: 'a@b.co', password: long }).error?.issues[0]?.message,
    ).toBe(message);
    expect(
      emailChangeSchema.safeParse({ email: 'a@b.co', password: long }).error?.issues[0]?.message,
    ).toBe(message);
    expect(
      passwordChangeSchema.safeParse({ old_password: long, new_password: 'new-pass-1' }).error
        ?.issues[0]?.message,
    ).toBe(message);
  });
});

describe('mail link tokens', () => {
  it('accepts the shape the server issues: 43 base64url characters', () => {
    expect(tokenSchema.safeParse('AbC-_09xyzAbC-_09xyzAbC-_09xyzAbC-_09xyz123').success).toBe(true);
  });

  it('says a missing token is required and a malformed one is not valid', () => {
    expect(tokenSchema.safeParse('').error?.issues[0]?.message).toBe('Token is required');
    for (const token of [
      'abc',
      'a'.repeat(42),
      'a'.repeat(44),
      `${'a'.repeat(42)}=`,
      'x'.repeat(300),
    ]) {
      expect(
        tokenSchema.safeParse(token).error?.issues.map((i) => i.message),
        token,
      ).toEqual(['Token is not valid']);
    }
  });
});
