import type { SocialConfig } from '../config.js';

const SELF = "'self'";

/** Where the Facebook JS SDK opens its frames and makes its calls (besides its own origin). */
const FACEBOOK_FRAMES = [
  'https://www.facebook.com',
  'https://web.facebook.com',
  'https://staticxx.facebook.com',
];
const FACEBOOK_CALLS = ['https://graph.facebook.com', 'https://www.facebook.com'];

/**
 * The console's Content-Security-Policy beyond helmet's defaults: its own origin, plus each
 * configured sign-in provider's script. Google Identity Services documents its needs as the
 * script, and frames and calls under the script's folder (`accounts.google.com/gsi/`); nothing
 * of a provider is allowed while it is not configured.
 */
export function contentSecurityDirectives(
  social: SocialConfig,
  options: { upgradeInsecureRequests: boolean },
): Record<string, string[] | null> {
  const scripts = [SELF];
  const frames = [SELF];
  const calls = [SELF];
  if (social.google) {
    const folder = new URL('./', social.google.scriptUrl).href;
    scripts.push(social.google.scriptUrl);
    frames.push(folder);
    calls.push(folder);
  }
  if (social.facebook) {
    const origin = new URL(social.facebook.sdkUrl).origin;
    scripts.push(origin);
    frames.push(...FACEBOOK_FRAMES);
    calls.push(origin, ...FACEBOOK_CALLS);
  }
  return {
    // Plain-http deployments (the default on localhost) must not be upgraded to https.
    upgradeInsecureRequests: options.upgradeInsecureRequests ? [] : null,
    imgSrc: [SELF, 'data:', 'https:'],
    scriptSrc: unique(scripts),
    frameSrc: unique(frames),
    connectSrc: unique(calls),
  };
}

const unique = (sources: string[]) => [...new Set(sources)];
