import { FailureLimiter, type FailureLimits, type FailureState } from './failure-limiter.js';

/** How wrong passwords from every address slow an account's password checks. */
export interface AccountSlowdown {
  /** Wrong passwords for the account (from all addresses, in the window) before checks wait. */
  after: number;
  /** How long each password check of a slowed account waits before it runs. */
  delayMs: number;
}

/**
 * Failed binds of accounts, as the HTTP login counts failed logins: wrong passwords for an
 * account from one source address block that address for that account (back-off, then a lock),
 * while those from every address only slow the account's checks by a fixed delay. So nobody can
 * make the server refuse the owner's right password from an address of the owner's own.
 */
export class BindThrottle {
  /** Per account and address: the blocks. */
  private readonly pairs: FailureLimiter<string>;
  /** Per account, every address together: counted only, to slow the checks. */
  private readonly accounts: FailureLimiter<string>;
  /** When the last-ending block of any address ends, per account, for the console. */
  private readonly blockEnds = new Map<string, number>();

  constructor(
    private readonly limits: FailureLimits,
    private readonly slowdown: AccountSlowdown,
  ) {
    this.pairs = new FailureLimiter(limits);
    this.accounts = new FailureLimiter({
      ...limits,
      backoffAfter: Number.POSITIVE_INFINITY,
      lockAfter: Number.POSITIVE_INFINITY,
    });
  }

  /** Until when binds of the account from this address are refused; 0 when they are not. */
  blockedUntil(account: string, address: string, now: number): number {
    return this.pairs.blockedUntil(pairKey(account, address), now);
  }

  /** How long a password check of the account waits first (others' failures slow it). */
  delayMs(account: string, now: number): number {
    const failures = this.accounts.state(account, now)?.failures ?? 0;
    return failures >= this.slowdown.after ? this.slowdown.delayMs : 0;
  }

  failed(account: string, address: string, now: number): void {
    const pair = pairKey(account, address);
    this.pairs.recordFailure(pair, now);
    this.accounts.recordFailure(account, now);
    const until = this.pairs.blockedUntil(pair, now);
    if (until > (this.blockEnds.get(account) ?? 0)) {
      this.blockEnds.delete(account);
      this.blockEnds.set(account, until);
      if (this.blockEnds.size > this.limits.maxEntries) {
        const stalest = this.blockEnds.keys().next();
        if (!stalest.done) this.blockEnds.delete(stalest.value);
      }
    }
  }

  /** The owner's address starts afresh; failures from others still slow the account. */
  succeeded(account: string, address: string): void {
    this.pairs.clear(pairKey(account, address));
  }

  /**
   * The account's wrong passwords in the current window (every address) and until when the
   * last-ending block of one of its addresses lasts (undefined: neither).
   */
  state(account: string, now: number): FailureState | undefined {
    const failures = this.accounts.state(account, now)?.failures ?? 0;
    const blockEnd = this.blockEnds.get(account) ?? 0;
    if (blockEnd <= now) this.blockEnds.delete(account);
    const blockedUntil = blockEnd > now ? blockEnd : 0;
    return failures > 0 || blockedUntil > 0 ? { failures, blockedUntil } : undefined;
  }

  /** Forgets the account's failures and ends the blocks of all its addresses. */
  clear(account: string): void {
    this.accounts.clear(account);
    this.blockEnds.delete(account);
    const prefix = pairKey(account, '');
    this.pairs.clearWhere((key) => key.startsWith(prefix));
  }
}

// A system_id holds no NUL (a C-Octet String), nor does an account id: the prefix is unambiguous.
const pairKey = (account: string, address: string) => `${account}\u0000${address}`;
