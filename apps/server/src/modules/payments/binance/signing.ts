import {
  createHash,
  createHmac,
  createPublicKey,
  randomBytes,
  sign,
  timingSafeEqual,
  verify,
  type KeyObject,
} from 'node:crypto';

/** Random bytes; injected so tests can fix nonces. */
export type RandomBytes = (size: number) => Buffer;

const NONCE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const NONCE_PATTERN = /^[A-Za-z0-9]{32}$/;

/** BinancePay-Nonce: 32 letters. */
export function newNonce(random: RandomBytes = randomBytes): string {
  return Array.from(random(32), (byte) => NONCE_LETTERS[byte % NONCE_LETTERS.length]).join('');
}

/** What both signatures cover: `timestamp\nnonce\nbody\n`, the body's bytes exactly as sent. */
export function signaturePayload(timestamp: string, nonce: string, body: Buffer | string): Buffer {
  return Buffer.concat([
    Buffer.from(`${timestamp}\n${nonce}\n`, 'utf8'),
    typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
    Buffer.from('\n', 'utf8'),
  ]);
}

/** BinancePay-Signature of an API call: uppercase hex HMAC-SHA512 with the API secret. */
export function signRequest(
  secretKey: string,
  timestamp: string,
  nonce: string,
  body: Buffer | string,
): string {
  return createHmac('sha512', secretKey)
    .update(signaturePayload(timestamp, nonce, body))
    .digest('hex')
    .toUpperCase();
}

/** Checks an API call's signature as Binance does (constant time, case-insensitive hex). */
export function requestSignatureMatches(
  secretKey: string,
  timestamp: string,
  nonce: string,
  body: Buffer,
  signature: string,
): boolean {
  const expected = Buffer.from(signRequest(secretKey, timestamp, nonce, body), 'utf8');
  const given = Buffer.from(signature.toUpperCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** BinancePay-Signature of a webhook: base64 RSA-SHA256 (PKCS#1 v1.5) with Binance's key. */
export function signWebhook(
  privateKey: KeyObject,
  timestamp: string,
  nonce: string,
  body: Buffer | string,
): string {
  return sign('sha256', signaturePayload(timestamp, nonce, body), privateKey).toString('base64');
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Verifies a webhook's signature over its raw body with the public key its serial names. */
export function webhookSignatureMatches(
  publicKey: KeyObject,
  timestamp: string,
  nonce: string,
  rawBody: Buffer,
  signature: string,
): boolean {
  if (!BASE64.test(signature)) return false;
  return verify(
    'sha256',
    signaturePayload(timestamp, nonce, rawBody),
    publicKey,
    Buffer.from(signature, 'base64'),
  );
}

/** The certificate serial Binance puts in BinancePay-Certificate-SN: MD5 of the public key. */
export function certificateSerial(publicKey: KeyObject): string {
  return createHash('md5')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');
}

/** certPublic as the certificates endpoint gives it: PEM, or the bare base64 of the key. */
export function publicKeyFromCertificate(certPublic: string): KeyObject {
  const text = certPublic.trim();
  if (text.startsWith('-----BEGIN')) return createPublicKey(text);
  const lines = text.replace(/\s+/g, '').match(/.{1,64}/g) ?? [];
  return createPublicKey(
    ['-----BEGIN PUBLIC KEY-----', ...lines, '-----END PUBLIC KEY-----'].join('\n'),
  );
}
