import type { Clock } from './clock.js';

/**
 * One timer for the earliest of the times it is asked for, in the clock's time: a later time
 * waits for the one armed, unless that one has passed (the clock was moved on: tests do).
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
    this.at = at;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.at = Number.POSITIVE_INFINITY;
        this.fire();
      },
      Math.max(0, at - now),
    );
    this.timer.unref();
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.at = Number.POSITIVE_INFINITY;
  }
}
