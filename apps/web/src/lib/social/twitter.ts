import { twitterRequestTokenSchema } from '@routelab/shared';
import { apiRequest } from '../api-client';

const INTENT_KEY = 'routelab.twitter-intent';

/** What the Twitter round trip is for: a sign-in, or connecting Twitter in Settings. */
export type TwitterIntent = 'sign-in' | 'connect';

/**
 * Gets a request token and sends the browser to Twitter, which sends it back to
 * /login/twitter/callback; the intent waits in this tab's session storage.
 */
export async function startTwitter(intent: TwitterIntent): Promise<void> {
  const { authenticate_url: url } = await apiRequest('/api/user/login/twitter/token/', {
    method: 'POST',
    schema: twitterRequestTokenSchema,
  });
  sessionStorage.setItem(INTENT_KEY, intent);
  window.location.assign(url);
}

/** The intent the round trip started with (read once; a sign-in when none was kept). */
export function takeTwitterIntent(): TwitterIntent {
  const intent = sessionStorage.getItem(INTENT_KEY);
  sessionStorage.removeItem(INTENT_KEY);
  return intent === 'connect' ? 'connect' : 'sign-in';
}
