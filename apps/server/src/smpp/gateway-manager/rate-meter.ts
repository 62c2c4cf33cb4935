/** Seconds the current rate is averaged over: one second alone jumps with every burst. */
const WINDOW_S = 5;

/**
 * Events a second over the last complete seconds, from per-second counts (no timer: buckets
 * are read against the clock when asked, so an idle link reads 0 without waking up).
 */
export class RateMeter {
  private readonly buckets = new Map<number, number>();

  constructor(private readonly clock: () => number) {}

  add(count = 1): void {
    const second = Math.floor(this.clock() / 1000);
    this.buckets.set(second, (this.buckets.get(second) ?? 0) + count);
    for (const key of this.buckets.keys()) {
      if (key < second - WINDOW_S) this.buckets.delete(key);
    }
  }

  /** The mean over the last WINDOW_S complete seconds (the current one is still filling). */
  perSecond(): number {
    const current = Math.floor(this.clock() / 1000);
    let total = 0;
    for (let second = current - WINDOW_S; second < current; second += 1) {
      total += this.buckets.get(second) ?? 0;
    }
    return Math.round((total / WINDOW_S) * 10) / 10;
  }
}
