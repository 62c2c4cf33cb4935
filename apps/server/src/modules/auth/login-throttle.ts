import { FailureWindow } from './failure-window.js';

export interface LoginThrottleOptions {
  /** Failed logins per account from one address before that address gets 429. */
  maxFailures: number;
  windowMs: number;
  /** Once an account has that many failures from all addresses, each attempt waits this long. */
  slowdownMs: number;
  now?: () => number;
}

/**
 * Failed logins throttle the address they come from (429 for that account), never the account
 * itself: an attacker elsewhere only slows the owner's login by a delay, never blocks it.
 */
export class LoginThrottle {
  private readonly perAddress: FailureWindow;
  private readonly perAccount: FailureWindow;

  constructor(private readonly options: LoginThrottleOptions) {
    this.perAddress = new FailureWindow(options.windowMs, options.now);
    this.perAccount = new FailureWindow(options.windowMs, options.now);
  }

  /** Seconds until this address may try the account again; 0 when it may now. */
  blockedFor(email: string, ip: string): number {
    const key = addressKey(email, ip);
    return this.perAddress.count(key) >= this.options.maxFailures
      ? this.perAddress.secondsLeft(key)
      : 0;
  }

  /** How long to hold this attempt before checking the password. */
  delayMs(email: string): number {
    return this.perAccount.count(email) >= this.options.maxFailures ? this.options.slowdownMs : 0;
  }

  failed(email: string, ip: string): void {
    this.perAddress.record(addressKey(email, ip));
    this.perAccount.record(email);
  }

  /** The owner's own address starts afresh; others' failures still slow the account. */
  succeeded(email: string, ip: string): void {
    this.perAddress.clear(addressKey(email, ip));
  }
}

const addressKey = (email: string, ip: string) => `${email}\n${ip}`;
