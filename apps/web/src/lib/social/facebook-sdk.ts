import { loadScript } from './load-script';

/** Graph API version the SDK calls; the server checks tokens with its own (v19.0). */
const GRAPH_VERSION = 'v19.0';

interface FacebookLoginResponse {
  status: string;
  authResponse: { accessToken: string; userID: string } | null;
}

/** The part of the Facebook JS SDK (`FB`) the console uses. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

let ready: Promise<FacebookSdk> | undefined;

/**
 * Loads and initialises the SDK once: it calls `window.fbAsyncInit` when it has started, which
 * is where `FB.init` belongs.
 */
export function loadFacebookSdk(appId: string, sdkUrl: string): Promise<FacebookSdk> {
  ready ??= new Promise<FacebookSdk>((resolve, reject) => {
    window.fbAsyncInit = () => {
      const sdk = window.FB;
      if (!sdk) return reject(new Error('The Facebook SDK did not start'));
      sdk.init({ appId, version: GRAPH_VERSION, cookie: false, xfbml: false });
      resolve(sdk);
    };
    loadScript(sdkUrl).catch(reject);
  }).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/**
 * Opens Facebook's login (call it straight from a click, or the popup is blocked); null when
 * the person closes it or declines.
 */
export function facebookLogin(
  sdk: FacebookSdk,
): Promise<{ access_token: string; user_id: string } | null> {
  return new Promise((resolve) => {
    sdk.login(
      ({ authResponse }) =>
        resolve(
          authResponse && {
            access_token: authResponse.accessToken,
            user_id: authResponse.userID,
          },
        ),
      { scope: 'email' },
    );
  });
}
