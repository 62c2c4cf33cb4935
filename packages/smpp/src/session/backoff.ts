export interface ReconnectBackoffOptions {
  /** The shortest delay, used for the first retry. Default 1 s. */
  minDelayMs?: number;
  /** The delay ceiling never grows past this. Default 30 s. */
  maxDelayMs?: number;
  /** Growth of the ceiling per failed attempt. Default 2. */
  factor?: number;
  /** Uniform random in [0, 1); injectable for tests. */
  random?: () => number;
}

/**
 * Exponential backoff with full jitter: attempt n waits a uniform random time between the
 * minimum and min(max, min * factor^n), so many clients cut off at once do not retry in step.
 */
export class ReconnectBackoff {
  readonly minDelayMs: number;
  readonly maxDelayMs: number;
  readonly factor: number;
  private readonly random: () => number;
  private failures = 0;

  constructor(options: ReconnectBackoffOptions = {}) {
    this.minDelayMs = options.minDelayMs ?? 1_000;
    this.maxDelayMs = options.maxDelayMs ?? 30_000;
    this.factor = options.factor ?? 2;
    this.random = options.random ?? Math.random;
    if (!(this.minDelayMs >= 0) || !(this.maxDelayMs >= this.minDelayMs)) {
      throw new RangeError('backoff needs 0 <= minDelayMs <= maxDelayMs');
    }
    if (!(this.factor >= 1)) throw new RangeError('backoff factor must be at least 1');
  }

  /** How many delays were handed out since the last success. */
  get attempt(): number {
    return this.failures;
  }

  /** The delay before the next attempt; each call counts one more failure. */
  next(): number {
    const ceiling = Math.min(this.maxDelayMs, this.minDelayMs * this.factor ** this.failures);
    this.failures += 1;
    return Math.round(this.minDelayMs + this.random() * (ceiling - this.minDelayMs));
  }

  /** Called after a successful connection: the next failure starts from the minimum again. */
  reset(): void {
    this.failures = 0;
  }
}
