import { randomBytes } from 'node:crypto';

const KEY_PATTERN = /^rl_[A-Za-z0-9_-]{40}$/;
/** "rl_" and 8 characters: enough to tell a user's keys apart, far too little to guess the rest. */
const PREFIX_LENGTH = 11;

/** A new key: "rl_" and 240 random bits, URL-safe. */
export function newApiKeyValue(): { key: string; prefix: string } {
  const key = `rl_${randomBytes(30).toString('base64url')}`;
  return { key, prefix: key.slice(0, PREFIX_LENGTH) };
}

/** Whether a presented value can be a key at all (saves a hash and a query on junk). */
export const isApiKeyShaped = (value: string): boolean => KEY_PATTERN.test(value);
