import type { Clock } from '../../clock.js';

/** How many refusals for money an account gets stored as failed messages. */
export interface RefusalStorageLimits {
  /** Stored per second, on average. */
  perSecond: number;
  /** Stored back to back before the rate applies. */
  burst: number;
}

export const DEFAULT_REFUSAL_STORAGE: RefusalStorageLimits = { perSecond: 10, burst: 20 };

interface Account {
  /** Refusals that may be stored now (refilled at perSecond, up to burst). */
  allowance: number;
  /** When the allowance was last refilled (ms). */
  at: number;
  /** Not stored since the last stored one: counted with the next stored one. */
  uncounted: number;
  /** Not stored since the log last asked. */
  unlogged: number;
}

/**
 * Which submits refused for money are stored as failed messages. Each is answered the same
 * (ESME_RSUBMITFAIL), but an account gets at most `perSecond` of them stored (after a burst):
 * past that they are answered without a row, so an account with nothing to pay cannot write the
 * database for free as fast as it sends. The ones not stored are counted: on the account (with
 * its next stored refusal) and in the log.
 */
export class RefusalStorage {
  private readonly accounts = new Map<number, Account>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: RefusalStorageLimits = DEFAULT_REFUSAL_STORAGE,
  ) {}

  /**
   * Whether the account's refusal is stored: undefined when it is not (it is counted here), else
   * how many of its refusals since the last stored one were not, to be counted with this one.
   */
  store(clientId: number): number | undefined {
    const { perSecond, burst } = this.limits;
    const now = this.clock();
    const account = this.accounts.get(clientId) ?? {
      allowance: burst,
      at: now,
      uncounted: 0,
      unlogged: 0,
    };
    this.accounts.set(clientId, account);
    account.allowance = Math.min(
      burst,
      account.allowance + (Math.max(0, now - account.at) / 1000) * perSecond,
    );
    account.at = now;
    if (account.allowance < 1) {
      account.uncounted += 1;
      account.unlogged += 1;
      return undefined;
    }
    account.allowance -= 1;
    const uncounted = account.uncounted;
    account.uncounted = 0;
    return uncounted;
  }

  /**
   * Whether a submit just refused for money is stored, keeping its count of refusals for money
   * right: one not stored drops its own (counted here until the next stored one takes them).
   */
  storesRefused(submit: { clientId: number; refusedForBalance: number }): boolean {
    const uncounted = this.store(submit.clientId);
    if (uncounted === undefined) {
      submit.refusedForBalance -= 1;
      return false;
    }
    submit.refusedForBalance += uncounted;
    return true;
  }

  /** The account's refusals answered without a stored message since the last call. */
  takeUnlogged(clientId: number): number {
    const account = this.accounts.get(clientId);
    if (!account) return 0;
    const unlogged = account.unlogged;
    account.unlogged = 0;
    return unlogged;
  }
}
