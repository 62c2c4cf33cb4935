import type { LoadTestProgress } from '@routelab/shared';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import { FINAL_STATUSES } from './aggregate-status.js';

interface Second {
  sent: number;
  acknowledged: number;
  delivered: number;
  latencies: number[];
}

interface LoadTest {
  id: string;
  userId: number;
  gatewayId: number;
  total: number;
  startedAt: number;
  created: number;
  submitted: number;
  acknowledged: number;
  failed: number;
  delivered: number;
  notDelivered: number;
  seconds: Second[];
  finishedAt: number | undefined;
  stopped: boolean;
  /** Changed since it was last saved (receipts keep coming after it ends). */
  unsaved: boolean;
}

/** Keeps a test's progress past the server's memory; resolves once it is stored. */
export type SaveProgress = (
  userId: number,
  progress: LoadTestProgress,
  startedAt: number,
) => Promise<void>;

/** Latency samples kept per second (a uniform enough picture for p50 / p99). */
const MAX_SAMPLES_PER_SECOND = 5000;
/** Finished load tests stay readable this long, and at most this many of them. */
const KEEP_FINISHED_MS = 60 * 60 * 1000;
const MAX_KEPT = 200;

function percentile(sorted: number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/**
 * Live progress of load tests: per-second sent / acknowledged / delivered counts and submit
 * latency percentiles, published on the bus once a second while a test runs. A test is saved
 * when it ends, and again while late receipts change it.
 */
export class LoadTestTracker {
  private readonly tests = new Map<string, LoadTest>();
  private readonly saving = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly bus: EventBus,
    private readonly clock: Clock,
    private readonly save: SaveProgress = async () => undefined,
  ) {}

  begin(id: string, userId: number, gatewayId: number, total: number): void {
    this.prune();
    this.tests.set(id, {
      id,
      userId,
      gatewayId,
      total,
      startedAt: this.clock(),
      created: 0,
      submitted: 0,
      acknowledged: 0,
      failed: 0,
      delivered: 0,
      notDelivered: 0,
      seconds: [],
      finishedAt: undefined,
      stopped: false,
      unsaved: false,
    });
    this.timer ??= setInterval(() => this.publishActive(), 1000);
    this.timer.unref();
  }

  created(id: string, count: number): void {
    const test = this.tests.get(id);
    if (test) test.created += count;
  }

  written(id: string): void {
    const test = this.tests.get(id);
    if (!test) return;
    test.submitted += 1;
    this.second(test).sent += 1;
  }

  answered(id: string, ok: boolean, latencyMs: number): void {
    const test = this.tests.get(id);
    if (!test) return;
    if (ok) test.acknowledged += 1;
    else test.failed += 1;
    test.unsaved = true;
    const second = this.second(test);
    second.acknowledged += ok ? 1 : 0;
    if (second.latencies.length < MAX_SAMPLES_PER_SECOND) second.latencies.push(latencyMs);
    if (test.acknowledged + test.failed >= test.total) this.finish(test);
  }

  /** A receipt with a final outcome came for one of the test's messages. */
  receipt(id: string, status: string): void {
    const test = this.tests.get(id);
    if (!test || !FINAL_STATUSES.has(status)) return;
    test.unsaved = true;
    if (status === 'delivered') {
      test.delivered += 1;
      this.second(test).delivered += 1;
    } else {
      test.notDelivered += 1;
    }
  }

  /** Ends a test early: creation failed, the gateway was removed, or its user `stopped` it. */
  abort(id: string, stopped = false): void {
    const test = this.tests.get(id);
    if (!test) return;
    if (stopped) test.stopped = true;
    this.finish(test);
  }

  /** Its user stopped it. */
  isStopped(id: string): boolean {
    return this.tests.get(id)?.stopped ?? false;
  }

  progress(id: string, userId: number): LoadTestProgress | undefined {
    const test = this.tests.get(id);
    if (!test || test.userId !== userId) return undefined;
    return {
      id: test.id,
      gateway_id: test.gatewayId,
      total: test.total,
      created: test.created,
      submitted: test.submitted,
      acknowledged: test.acknowledged,
      failed: test.failed,
      delivered: test.delivered,
      not_delivered: test.notDelivered,
      per_second: test.seconds.map((second, t) => {
        const sorted = [...second.latencies].sort((a, b) => a - b);
        return {
          t,
          sent: second.sent,
          acknowledged: second.acknowledged,
          delivered: second.delivered,
          latency_p50_ms: percentile(sorted, 0.5),
          latency_p99_ms: percentile(sorted, 0.99),
        };
      }),
      done: test.finishedAt !== undefined,
      stopped: test.stopped,
    };
  }

  /** When a test the server still has was started. */
  startedAt(id: string, userId: number): number | undefined {
    const test = this.tests.get(id);
    return test?.userId === userId ? test.startedAt : undefined;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Saves what changed since the last save and waits for every save under way. */
  async flush(): Promise<void> {
    for (const test of this.tests.values()) {
      if (test.finishedAt !== undefined && test.unsaved) this.store(test);
    }
    await Promise.allSettled([...this.saving]);
  }

  private second(test: LoadTest): Second {
    const index = Math.max(0, Math.floor((this.clock() - test.startedAt) / 1000));
    while (test.seconds.length <= index) {
      test.seconds.push({ sent: 0, acknowledged: 0, delivered: 0, latencies: [] });
    }
    return test.seconds[index]!;
  }

  private finish(test: LoadTest): void {
    if (test.finishedAt !== undefined) return;
    test.finishedAt = this.clock();
    this.publish(test);
    this.store(test);
  }

  private store(test: LoadTest): void {
    test.unsaved = false;
    const saved = this.save(test.userId, this.progress(test.id, test.userId)!, test.startedAt);
    this.saving.add(saved);
    void saved.finally(() => this.saving.delete(saved)).catch(() => undefined);
  }

  private publishActive(): void {
    let active = 0;
    for (const test of this.tests.values()) {
      // Receipts keep arriving after the last response: report for a minute more.
      if (test.finishedAt === undefined || this.clock() - test.finishedAt < 60_000) {
        active += 1;
        this.publish(test);
      }
      if (test.finishedAt !== undefined && test.unsaved) this.store(test);
    }
    if (active === 0) this.stop();
  }

  private publish(test: LoadTest): void {
    if (!this.bus.hasListeners(test.userId)) return;
    const data = this.progress(test.id, test.userId);
    if (data) this.bus.publish({ kind: 'load_test.progress', userId: test.userId, data });
  }

  private prune(): void {
    const now = this.clock();
    for (const [id, test] of this.tests) {
      if (test.finishedAt !== undefined && now - test.finishedAt > KEEP_FINISHED_MS) {
        this.tests.delete(id);
      }
    }
    while (this.tests.size >= MAX_KEPT) {
      const oldest = this.tests.keys().next().value;
      if (oldest === undefined) break;
      this.tests.delete(oldest);
    }
  }
}
