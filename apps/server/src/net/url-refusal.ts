import { isIP } from 'node:net';

/** Why a user-given URL is not called, before any name is resolved. */
export interface UrlRefusal {
  reason: 'invalid' | 'scheme' | 'credentials' | 'address';
  message: string;
}

/** A URL's host as sockets take it: an IPv6 literal without its brackets. */
export const bareHost = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

/**
 * The rules a URL is held to on its own: http or https only, no user name or password, and a
 * host written as an address the policy allows. The URL parser has already normalised the host
 * (2130706433, 0177.0.0.1, 0x7f.1 and 127.1 are 127.0.0.1; [::ffff:127.0.0.1] is
 * [::ffff:7f00:1]), so the address checked is the one a socket would connect to. A host name is
 * checked on what it resolves to, when it is called (checked-lookup.ts).
 */
export function urlRefusal(url: URL, allows: (address: string) => boolean): UrlRefusal | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { reason: 'scheme', message: 'Only http and https URLs are called' };
  }
  // Refused rather than sent or dropped: a password in a URL is stored in clear (webhooks,
  // sendsms reports, job payloads) and shown wherever the URL is; dropping it silently would
  // only turn into 401s that are retried.
  if (url.username !== '' || url.password !== '') {
    return { reason: 'credentials', message: 'URLs with a user name or password are not called' };
  }
  const host = bareHost(url);
  if (isIP(host) !== 0 && !allows(host)) {
    return { reason: 'address', message: `Address not allowed: ${host}` };
  }
  return undefined;
}

/** The same for a URL as text; one that does not parse is refused too. */
export function urlTextRefusal(
  text: string,
  allows: (address: string) => boolean,
): UrlRefusal | undefined {
  if (!URL.canParse(text)) return { reason: 'invalid', message: 'Invalid URL' };
  return urlRefusal(new URL(text), allows);
}
