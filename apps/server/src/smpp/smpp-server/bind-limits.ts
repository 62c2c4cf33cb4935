import { isIP } from 'node:net';
import type { AccountSlowdown } from './bind-throttle.js';
import type { FailureLimits } from './failure-limiter.js';

/** Limits on failed binds and on the password checks binds may run at once. */
export interface BindLimits {
  /** Wrong passwords for one account from one source address: they block that address for it. */
  account: FailureLimits;
  /** Wrong passwords for one account from every address: they only slow its password checks. */
  accountSlowdown: AccountSlowdown;
  /** Failed binds per source address (IPv6: per /64, what one host usually holds). */
  address: FailureLimits;
  /** Password checks (scrypt) of binds in flight; more wait their turn (up to kdfWaiting). */
  kdfSlots: number;
  /** Binds waiting for a password-check slot; more are refused at once. */
  kdfWaiting: number;
  /**
   * How long a bind refused for a blocked address or account waits for its answer: a peer
   * binding in a loop gets one answer a second per connection instead of thousands.
   */
  blockedReplyDelayMs: number;
}

export interface BindLimitOverrides {
  account?: Partial<FailureLimits>;
  accountSlowdown?: Partial<AccountSlowdown>;
  address?: Partial<FailureLimits>;
  kdfSlots?: number;
  kdfWaiting?: number;
  blockedReplyDelayMs?: number;
}

const MINUTE = 60_000;

/**
 * Per account and address: 5 wrong passwords free, then back-off from 1 s doubling to 30 s; 20
 * within 10 minutes lock that address out of the account for 10 minutes. 20 wrong passwords for
 * the account from all addresses within 10 minutes make each of its checks wait 1 s (as the HTTP
 * login's failures slow an account by a second). Per address, whatever account it names, the
 * same as per account and address with 4 times as many failures, as several accounts may bind
 * from one host. Half of libuv's default 4 threads for binds' scrypt.
 */
export const DEFAULT_BIND_LIMITS: BindLimits = {
  account: {
    backoffAfter: 5,
    backoffBaseMs: 1_000,
    backoffMaxMs: 30_000,
    lockAfter: 20,
    windowMs: 10 * MINUTE,
    lockMs: 10 * MINUTE,
    maxEntries: 10_000,
  },
  accountSlowdown: { after: 20, delayMs: 1_000 },
  address: {
    backoffAfter: 20,
    backoffBaseMs: 1_000,
    backoffMaxMs: 30_000,
    lockAfter: 80,
    windowMs: 10 * MINUTE,
    lockMs: 10 * MINUTE,
    maxEntries: 10_000,
  },
  kdfSlots: 2,
  kdfWaiting: 16,
  blockedReplyDelayMs: 1_000,
};

export function bindLimitsWith(overrides: BindLimitOverrides = {}): BindLimits {
  return {
    account: { ...DEFAULT_BIND_LIMITS.account, ...overrides.account },
    accountSlowdown: { ...DEFAULT_BIND_LIMITS.accountSlowdown, ...overrides.accountSlowdown },
    address: { ...DEFAULT_BIND_LIMITS.address, ...overrides.address },
    kdfSlots: overrides.kdfSlots ?? DEFAULT_BIND_LIMITS.kdfSlots,
    kdfWaiting: overrides.kdfWaiting ?? DEFAULT_BIND_LIMITS.kdfWaiting,
    blockedReplyDelayMs: overrides.blockedReplyDelayMs ?? DEFAULT_BIND_LIMITS.blockedReplyDelayMs,
  };
}

/**
 * The key failures of a peer address are counted under: IPv4 as is (also IPv4-mapped IPv6),
 * IPv6 by its /64 prefix, so that one host cannot dodge the limit by rotating addresses.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return '';
  const mapped = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(mapped) === 4) return mapped;
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address (no zone), lower case and without leading zeros. */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = (address.split('%')[0] ?? '').split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right].map((group) => (parseInt(group, 16) || 0).toString(16));
}
