/** A bucket of one key: tokens left, when it was last filled, and its rate. */
interface Bucket {
  tokens: number;
  filledAt: number;
}

/**
 * Each API key's own budget: a token bucket of `rate` requests per second holding one second's
 * worth, so a key may burst to its limit and then keeps to it. In memory, one bucket per key
 * that has been used (keys are few per user; a deleted key's bucket is dropped).
 */
export class KeyRateLimiter {
  private readonly buckets = new Map<number, Bucket>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Takes one request from the key's budget: 0 when allowed, else the seconds until one is. */
  take(keyId: number, ratePerSecond: number): number {
    const now = this.now();
    let bucket = this.buckets.get(keyId);
    if (!bucket) {
      bucket = { tokens: ratePerSecond, filledAt: now };
      this.buckets.set(keyId, bucket);
    }
    const elapsed = Math.max(0, now - bucket.filledAt);
    bucket.tokens = Math.min(ratePerSecond, bucket.tokens + (elapsed * ratePerSecond) / 1000);
    bucket.filledAt = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerSecond));
  }

  forget(keyId: number): void {
    this.buckets.delete(keyId);
  }
}
