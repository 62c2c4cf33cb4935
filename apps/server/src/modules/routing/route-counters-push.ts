import type { EventData } from '@routelab/shared';
import type { EventBus } from '../../bus/event-bus.js';

/** A console hears of its routes' counters at most this often while messages are routed. */
const PUSH_EVERY_MS = 1_000;

/**
 * Keeps the routes list live: the route book says whose counters moved (a set insert per
 * message), and once a second, while anything moved, each of those users who has a console
 * open gets one `route.counters` event. No timer runs while nothing is routed.
 */
export class RouteCountersPush {
  private readonly moved = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly bus: EventBus,
    private readonly countersOf: (userId: number) => EventData<'route.counters'>,
    private readonly everyMs = PUSH_EVERY_MS,
  ) {}

  counted(userId: number): void {
    this.moved.add(userId);
    if (this.timer) return;
    this.timer = setTimeout(() => this.push(), this.everyMs);
    // Never what keeps a stopping process alive.
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.moved.clear();
  }

  private push(): void {
    this.timer = undefined;
    for (const userId of this.moved) {
      if (!this.bus.hasListeners(userId)) continue;
      this.bus.publish({ kind: 'route.counters', userId, data: this.countersOf(userId) });
    }
    this.moved.clear();
  }
}
