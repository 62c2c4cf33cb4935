import { createHmac } from 'node:crypto';
import { providerJson, type ProviderIdentity } from './identity.js';

/** Thrown for an access token Facebook does not vouch for (invalid, another app, another user). */
export class InvalidFacebookToken extends Error {}

const GRAPH_VERSION = 'v19.0';

interface DebugToken {
  data?: { is_valid?: boolean; app_id?: string; user_id?: string };
}
interface Me {
  id?: string;
  name?: string;
  email?: string;
}

/**
 * Checks a Facebook Login access token: `debug_token` with our app token (valid, our app, a
 * user), then `me` with `appsecret_proof`, which must be that same user. Facebook gives only
 * confirmed e-mail addresses, and may give none.
 */
export class FacebookSignIn {
  constructor(private readonly config: { appId: string; appSecret: string; graphUrl: string }) {}

  async verify(accessToken: string, claimedUserId?: string): Promise<ProviderIdentity> {
    const { appId, appSecret, graphUrl } = this.config;
    const debug = new URL(`${graphUrl}/debug_token`);
    debug.searchParams.set('input_token', accessToken);
    debug.searchParams.set('access_token', `${appId}|${appSecret}`);
    const checked = (await providerJson(debug.toString())).body as DebugToken;
    const data = checked.data;
    if (!data?.is_valid || data.app_id !== appId || !data.user_id) {
      throw new InvalidFacebookToken('debug_token refused it');
    }
    if (claimedUserId !== undefined && claimedUserId !== data.user_id) {
      throw new InvalidFacebookToken('another user');
    }
    const me = new URL(`${graphUrl}/${GRAPH_VERSION}/me`);
    me.searchParams.set('fields', 'id,name,email');
    me.searchParams.set('access_token', accessToken);
    me.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', appSecret).update(accessToken).digest('hex'),
    );
    const answer = await providerJson(me.toString());
    const person = answer.body as Me;
    if (answer.status !== 200 || person.id !== data.user_id) {
      throw new InvalidFacebookToken('me is another user');
    }
    return {
      provider: 'facebook',
      subject: person.id,
      email: typeof person.email === 'string' ? person.email.toLowerCase() : null,
      name: person.name ?? null,
    };
  }
}
