import { createHmac, timingSafeEqual } from 'node:crypto';
import { SOCIAL_PROVIDERS, type ProviderIdentity } from './identity.js';

/** How long the page may take to ask for an e-mail address. */
export const SIGNUP_TOKEN_TTL_MS = 15 * 60_000;

/**
 * A provider identity that came without an e-mail, handed to the page until it sends one: its
 * fields and expiry, HMAC-signed with the server's secret (nothing is stored meanwhile).
 */
export class SignupTokens {
  constructor(private readonly secretKey: string) {}

  issue(identity: ProviderIdentity, now: number): string {
    const body = Buffer.from(
      JSON.stringify({
        p: identity.provider,
        s: identity.subject,
        n: identity.name,
        e: now + SIGNUP_TOKEN_TTL_MS,
      }),
    ).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The identity, or undefined for a token that is forged, altered or expired. */
  read(token: string, now: number): ProviderIdentity | undefined {
    const [body = '', signature = ''] = token.split('.');
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const fields = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
      p: string;
      s: string;
      n: string | null;
      e: number;
    };
    const provider = SOCIAL_PROVIDERS.find((name) => name === fields.p);
    if (!provider || fields.e < now) return undefined;
    return { provider, subject: fields.s, email: null, name: fields.n };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secretKey).update(`social-signup:${body}`).digest('base64url');
  }
}
