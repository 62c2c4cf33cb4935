import type { JobHandler } from './job-registry.js';

/**
 * What a runner knows of its recurring jobs between the table's rows: which run here now, which
 * were woken to run (work arrived at a time) and which were woken while they ran (they run again
 * after), and when each last started here (runs are spaced by their minimum interval, in wall
 * time, whatever time jobs keep: tests move their clock).
 */
export class RecurringWakes {
  private readonly running = new Set<string>();
  private readonly rerunAt = new Map<string, number>();
  private readonly wanted = new Map<string, number>();
  private readonly lastStart = new Map<string, number>();

  isRunning(key: string): boolean {
    return this.running.has(key);
  }

  /** Work is due at `at`: the job runs then, or once more after the run it is in. */
  want(key: string, at: number): void {
    const map = this.running.has(key) ? this.rerunAt : this.wanted;
    map.set(key, Math.min(at, map.get(key) ?? at));
  }

  started(key: string): void {
    this.running.add(key);
    this.lastStart.set(key, performance.now());
  }

  /** A wake its run did not take (it failed, say) is wanted again after it. */
  ended(key: string): void {
    this.running.delete(key);
    const rerun = this.takeRerun(key);
    if (rerun !== undefined) this.want(key, rerun);
  }

  /** The time a running job was woken for, taken once (its next run is then). */
  takeRerun(key: string): number | undefined {
    const at = this.rerunAt.get(key);
    this.rerunAt.delete(key);
    return at;
  }

  /** How long a job must still wait after its last start here for its minimum interval. */
  paceWait(handler: JobHandler<unknown>): number {
    const interval = handler.recurring?.minIntervalMs ?? 0;
    const started = this.lastStart.get(handler.type.name);
    return started === undefined ? 0 : Math.max(0, started + interval - performance.now());
  }

  /**
   * The woken jobs whose time (and interval) has come, taken out, with when the next of the rest
   * comes; those running now are asked to run again instead.
   */
  takeDue(now: number, handlerOf: (key: string) => JobHandler<unknown>) {
    const due: string[] = [];
    let next = Number.POSITIVE_INFINITY;
    for (const [key, at] of this.wanted) {
      const soonest = Math.max(at, now + this.paceWait(handlerOf(key)));
      if (soonest > now) {
        next = Math.min(next, soonest);
        continue;
      }
      this.wanted.delete(key);
      if (this.running.has(key)) this.want(key, now);
      else due.push(key);
    }
    return { due, next };
  }
}
