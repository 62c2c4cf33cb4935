/** The providers users may sign in with (issue 25). */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Who a provider says the person is, once their token checked out. */
export interface ProviderIdentity {
  provider: SocialProvider;
  /** The provider's stable id of the person (never their e-mail). */
  subject: string;
  /** Only an address the provider has verified; null when it gave none. */
  email: string | null;
  name: string | null;
}

/** What the sign-in calls answer with when a provider fails (each has ru and uk entries). */
export const socialMessages = {
  googleInvalid: 'Google sign-in failed: the token is not valid. Please try again.',
  facebookInvalid: 'Facebook sign-in failed: the token is not valid. Please try again.',
  twitterInvalid: 'Twitter sign-in failed or was cancelled. Please try again.',
  providerDown: 'The sign-in provider did not answer. Please try again later.',
  notConfigured: 'This sign-in provider is not configured on this server.',
  connectedElsewhere: 'This account is already connected to another RouteLab user.',
  alreadyConnected: 'You already have an account of this provider connected.',
  lastWay: 'This is your only way to sign in. Set a password or connect another account first.',
  badSignupToken: 'This sign-up has expired. Please sign in with the provider again.',
} as const;

/** A provider's answer did not arrive in time or was not HTTP 2xx: the provider is down. */
export class ProviderUnavailable extends Error {}

/** Bounded wait for a provider's HTTP answer. */
export const PROVIDER_TIMEOUT_MS = 5_000;

/** GET/POST JSON from a provider; network failures, timeouts and 5xx are ProviderUnavailable. */
export async function providerJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderUnavailable(error instanceof Error ? error.message : String(error));
  }
  if (response.status >= 500) throw new ProviderUnavailable(`HTTP ${response.status}`);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Twitter's token endpoints answer form-encoded text.
  }
  return { status: response.status, body };
}
