import type { Clock } from './clock.js';

const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * One timer for the earliest of the times it is asked for, in the clock's time: a later time
 * waits for the one armed. One armed for a time the clock has passed (the clock was moved on:
 * tests do) fires now: its real delay was measured on the old clock, and a later time asked
 * for since must not put it off.
 */
export class DueTimer {
  private timer: NodeJS.Timeout | undefined;
  private at = Number.POSITIVE_INFINITY;

  constructor(
    private readonly clock: Clock,
    private readonly fire: () => void,
  ) {}

  /** Fires at `at` at the latest. */
  atLatest(at: number): void {
    const now = this.clock();
    if (at >= this.at && this.at > now) return;
    clearTimeout(this.timer);
    this.at = Math.min(at, this.at);
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.at = Number.POSITIVE_INFINITY;
        this.fire();
      },
      // Node fires a delay past 2^31 - 1 ms at once; firing early only makes the caller look.
      Math.min(MAX_DELAY_MS, Math.max(0, this.at - now)),
    );
    this.timer.unref();
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.at = Number.POSITIVE_INFINITY;
  }
}
