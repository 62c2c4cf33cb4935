import { loadScript } from './load-script';

/** The part of Google Identity Services (`google.accounts.id`) the console uses. */
interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: { credential: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill';
      width?: number;
      locale?: string;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

/** Loads the Identity Services script (from the URL the server names) and answers its API. */
export async function loadGoogleIdentity(scriptUrl: string): Promise<GoogleIdentity> {
  await loadScript(scriptUrl);
  const identity = window.google?.accounts?.id;
  if (!identity) throw new Error('Google Identity Services did not start');
  return identity;
}
