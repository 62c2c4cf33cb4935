import type { Clock } from '../../clock.js';
import { DueTimer } from '../../due-timer.js';

/**
 * When a dispatcher of stored work (receipts, relayed MO) runs its rounds: at the time a wake
 * asks for (the earliest of those asked), and at every poll for work another process stored.
 * A round is not awaited by who woke it; stop() waits for the rounds still running.
 */
export class DueRounds {
  private fallback: NodeJS.Timeout | undefined;
  private readonly timer: DueTimer;
  private started = false;
  private running: Promise<void> = Promise.resolve();

  constructor(
    clock: Clock,
    private readonly pollMs: number,
    private readonly round: () => Promise<void>,
  ) {
    this.timer = new DueTimer(clock, () => this.runNow());
  }

  start(wake: () => void): void {
    this.started = true;
    this.fallback = setInterval(wake, this.pollMs);
    this.fallback.unref();
    wake();
  }

  /** A round runs at `at` at the latest (nothing before start or after stop). */
  at(at: number): void {
    if (this.started) this.timer.atLatest(at);
  }

  get isStarted(): boolean {
    return this.started;
  }

  async stop(): Promise<void> {
    this.started = false;
    clearInterval(this.fallback);
    this.timer.cancel();
    await this.running;
  }

  private runNow(): void {
    const round = this.round();
    this.running = Promise.all([this.running, round]).then(() => undefined);
  }
}
