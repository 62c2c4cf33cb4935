import type { Db } from '../../db/database.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { oauthHeader, type OAuthCredentials } from './oauth1.js';
import { providerJson, type ProviderIdentity } from './identity.js';

/** How long a request token waits for its callback. */
export const REQUEST_TOKEN_TTL_MS = 15 * 60_000;

/** Thrown for a callback Twitter does not vouch for (unknown, replayed, expired, refused). */
export class InvalidTwitterCallback extends Error {}

interface VerifiedAccount {
  id_str?: string;
  name?: string;
  email?: string;
}

/**
 * Twitter / X sign-in, OAuth 1.0a three-legged: a request token (its secret sealed in the
 * database, taken once), the user's consent at Twitter, the access token from the callback's
 * verifier, then the account (and its e-mail when the app may read it).
 */
export class TwitterSignIn {
  constructor(
    private readonly config: { consumerKey: string; consumerSecret: string; apiUrl: string },
    private readonly deps: { db: Db; secrets: SecretBox; callbackUrl: string },
  ) {}

  /** A request token for the page to send the user to Twitter with. */
  async requestToken(now: number): Promise<{ oauth_token: string; authenticate_url: string }> {
    const url = `${this.config.apiUrl}/oauth/request_token`;
    const answer = await providerJson(url, {
      method: 'POST',
      headers: {
        authorization: oauthHeader(
          { method: 'POST', url, oauth: { oauth_callback: this.deps.callbackUrl } },
          this.credentials(),
        ),
      },
    });
    const fields = formFields(answer);
    const token = fields.get('oauth_token');
    const secret = fields.get('oauth_token_secret');
    if (answer.status !== 200 || !token || !secret) {
      throw new InvalidTwitterCallback(`request_token answered ${answer.status}`);
    }
    await this.deps.db
      .insertInto('twitter_request_tokens')
      .values({ token, secret: this.deps.secrets.seal(secret), created_at: now })
      .execute();
    // Tokens nobody came back with are dropped as new ones are made.
    await this.deps.db
      .deleteFrom('twitter_request_tokens')
      .where('created_at', '<', now - REQUEST_TOKEN_TTL_MS)
      .execute();
    const authenticate = new URL(`${this.config.apiUrl}/oauth/authenticate`);
    authenticate.searchParams.set('oauth_token', token);
    return { oauth_token: token, authenticate_url: authenticate.toString() };
  }

  /** The callback's token and verifier: the person behind them. */
  async verify(oauthToken: string, verifier: string, now: number): Promise<ProviderIdentity> {
    const taken = await this.deps.db
      .deleteFrom('twitter_request_tokens')
      .where('token', '=', oauthToken)
      .returningAll()
      .executeTakeFirst();
    if (!taken || Number(taken.created_at) < now - REQUEST_TOKEN_TTL_MS) {
      throw new InvalidTwitterCallback('unknown, used or expired request token');
    }
    const url = `${this.config.apiUrl}/oauth/access_token`;
    const exchanged = await providerJson(url, {
      method: 'POST',
      headers: {
        authorization: oauthHeader(
          { method: 'POST', url, oauth: { oauth_verifier: verifier } },
          this.credentials(oauthToken, this.deps.secrets.open(taken.secret)),
        ),
      },
    });
    const fields = formFields(exchanged);
    const token = fields.get('oauth_token');
    const secret = fields.get('oauth_token_secret');
    if (exchanged.status !== 200 || !token || !secret) {
      throw new InvalidTwitterCallback(`access_token answered ${exchanged.status}`);
    }
    const account = `${this.config.apiUrl}/1.1/account/verify_credentials.json`;
    const params = { include_email: 'true', skip_status: 'true' };
    const read = await providerJson(`${account}?${new URLSearchParams(params).toString()}`, {
      headers: {
        authorization: oauthHeader(
          { method: 'GET', url: account, params },
          this.credentials(token, secret),
        ),
      },
    });
    const person = read.body as VerifiedAccount;
    if (read.status !== 200 || !person.id_str) {
      throw new InvalidTwitterCallback(`verify_credentials answered ${read.status}`);
    }
    return {
      provider: 'twitter',
      subject: person.id_str,
      // Twitter gives the address only when it is verified and the app may read it.
      email: typeof person.email === 'string' && person.email ? person.email.toLowerCase() : null,
      name: person.name ?? null,
    };
  }

  private credentials(token?: string, tokenSecret?: string): OAuthCredentials {
    return {
      consumerKey: this.config.consumerKey,
      consumerSecret: this.config.consumerSecret,
      ...(token !== undefined && { token }),
      ...(tokenSecret !== undefined && { tokenSecret }),
    };
  }
}

/** Twitter's token endpoints answer form-encoded text. */
function formFields(answer: { body: unknown }): URLSearchParams {
  return new URLSearchParams(typeof answer.body === 'string' ? answer.body : '');
}
