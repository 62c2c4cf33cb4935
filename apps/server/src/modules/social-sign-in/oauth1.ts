import { createHmac, randomBytes } from 'node:crypto';

/** RFC 3986 percent-encoding, as OAuth 1.0a signs it (encodeURIComponent leaves !'()* alone). */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export interface OAuthCredentials {
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
}

export interface SignedRequest {
  method: 'GET' | 'POST';
  /** Without its query: the query goes in `params`. */
  url: string;
  /** Query and form parameters (signed, sent by the caller). */
  params?: Record<string, string>;
  /** oauth_callback, oauth_verifier: signed and sent in the header. */
  oauth?: Record<string, string>;
}

/** The HMAC-SHA1 signature of a request (the signature base string over every parameter). */
export function oauthSignature(
  method: string,
  url: string,
  params: Record<string, string>,
  consumerSecret: string,
  tokenSecret = '',
): string {
  const pairs = Object.entries(params)
    .map(([key, value]) => [percentEncode(key), percentEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const base = `${method.toUpperCase()}&${percentEncode(url)}&${percentEncode(pairs)}`;
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return createHmac('sha1', key).update(base).digest('base64');
}

/** The Authorization header of a signed request (fresh nonce and timestamp unless given). */
export function oauthHeader(
  request: SignedRequest,
  credentials: OAuthCredentials,
  fixed: { nonce?: string; timestamp?: number } = {},
): string {
  const oauth: Record<string, string> = {
    oauth_consumer_key: credentials.consumerKey,
    oauth_nonce: fixed.nonce ?? randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(fixed.timestamp ?? Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    ...(credentials.token !== undefined && { oauth_token: credentials.token }),
    ...request.oauth,
  };
  const signature = oauthSignature(
    request.method,
    request.url,
    { ...request.params, ...oauth },
    credentials.consumerSecret,
    credentials.tokenSecret,
  );
  const fields = { ...oauth, oauth_signature: signature };
  return `OAuth ${Object.entries(fields)
    .map(([key, value]) => `${percentEncode(key)}="${percentEncode(value)}"`)
    .join(', ')}`;
}

/** Reads an Authorization header back into its parameters (what a provider does). */
export function parseOAuthHeader(header: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of header.replace(/^OAuth\s+/, '').matchAll(/([\w]+)="([^"]*)"/g)) {
    fields[decodeURIComponent(match[1] ?? '')] = decodeURIComponent(match[2] ?? '');
  }
  return fields;
}
