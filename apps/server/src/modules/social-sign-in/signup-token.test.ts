import { describe, expect, it } from 'vitest';
import { SIGNUP_TOKEN_TTL_MS, SignupTokens } from './signup-token.js';

describe('SignupTokens', () => {
  const tokens = new SignupTokens('a-secret-key-that-is-long-enough-0123456789');
  const identity = { provider: 'twitter' as const, subject: '42', email: null, name: 'Ada' };

  it('gives back the identity until it expires', () => {
    const token = tokens.issue(identity, 1_000);
    expect(tokens.read(token, 1_000 + SIGNUP_TOKEN_TTL_MS)).toEqual(identity);
    expect(tokens.read(token, 1_001 + SIGNUP_TOKEN_TTL_MS)).toBeUndefined();
  });

  it('refuses altered and forged tokens', () => {
    const token = tokens.issue(identity, 1_000);
    const [body, signature] = token.split('.');
    const altered = Buffer.from(
      Buffer.from(body!, 'base64url').toString().replace('"42"', '"43"'),
    ).toString('base64url');
    expect(tokens.read(`${altered}.${signature}`, 1_000)).toBeUndefined();
    const other = new SignupTokens('another-secret-key-that-is-long-enough-0123');
    expect(tokens.read(other.issue(identity, 1_000), 1_000)).toBeUndefined();
    expect(tokens.read('garbage', 1_000)).toBeUndefined();
  });
});
