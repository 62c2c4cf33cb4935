import { createHmac, randomBytes } from 'node:crypto';

/** A fresh random value for a cookie or a mail link (256 bits, URL-safe). */
export function newSecretValue(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of the value: a keyed hash, so a leaked database alone yields
 * no usable session or link.
 */
export function hashSecretValue(secretKey: string, value: string): string {
  return createHmac('sha256', secretKey).update(value).digest('hex');
}
