const SESSION_HINT_KEY = 'routelab-session';

/**
 * Remembers in this browser that a session cookie was issued, so an anonymous visitor's console
 * does not ask for a profile it cannot have (each such call would log a 401 in the console).
 * The httpOnly cookie stays the only proof of a session: the server still decides.
 */
export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Without storage the hint stays "maybe signed in" and the profile call decides.
  }
}
