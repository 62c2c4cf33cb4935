import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { PROVIDER_TIMEOUT_MS, ProviderUnavailable, type ProviderIdentity } from './identity.js';

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Thrown for a credential that is not a valid Google ID token for this app. */
export class InvalidGoogleToken extends Error {}

/**
 * Checks a Google Identity Services ID token: RS256 against Google's JWKS (cached by jose),
 * issuer, audience (our client id) and expiry. `sub` is the identity; the e-mail counts only
 * when Google says it is verified.
 */
export class GoogleSignIn {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly config: { clientId: string; jwksUrl: string },
    timeoutMs = PROVIDER_TIMEOUT_MS,
  ) {
    this.jwks = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: timeoutMs });
  }

  async verify(credential: string, now: number): Promise<ProviderIdentity> {
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, this.jwks, {
        issuer: ISSUERS,
        audience: this.config.clientId,
        algorithms: ['RS256'],
        currentDate: new Date(now),
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw new ProviderUnavailable(error instanceof Error ? error.message : String(error));
      }
      throw new InvalidGoogleToken(error.code);
    }
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    const email = typeof payload.email === 'string' && verified ? payload.email : null;
    return {
      provider: 'google',
      subject: String(payload.sub),
      email: email?.toLowerCase() ?? null,
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  }
}
