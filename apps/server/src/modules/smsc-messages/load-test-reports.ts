import type {
  LoadTestHeadline,
  LoadTestProgress,
  LoadTestSummary,
  PageQuery,
  Paged,
} from '@routelab/shared';
import { pageWindow } from '../../db/paged-rows.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import type { LoadTestFigures, PartTotals } from './load-test-figures.js';
import { encodeLoadTestCsv } from './load-test-csv.js';
import type { LoadTestStore, StoredLoadTest } from './load-test-store.js';
import type { LoadTestTracker } from './load-test-tracker.js';

const NO_PARTS: PartTotals = {
  parts: 0,
  answered: 0,
  delivered: 0,
  notDelivered: 0,
  failed: 0,
  firstSubmit: null,
  lastAnswer: null,
  lastReceipt: null,
};

function headline(test: StoredLoadTest, totals: PartTotals): LoadTestHeadline {
  const { progress } = test;
  const { firstSubmit, lastAnswer, lastReceipt } = totals;
  const lastOutcome = Math.max(lastAnswer ?? -Infinity, lastReceipt ?? -Infinity);
  const sending = firstSubmit !== null && lastAnswer !== null ? lastAnswer - firstSubmit : 0;
  return {
    id: progress.id,
    gateway_id: progress.gateway_id,
    started_at: new Date(test.startedAt).toISOString(),
    total: progress.total,
    done: progress.done,
    stopped: progress.stopped,
    duration_ms:
      firstSubmit !== null && lastOutcome >= firstSubmit ? lastOutcome - firstSubmit : null,
    // A span under a millisecond has no rate to speak of.
    messages_per_second: sending > 0 ? (totals.answered * 1000) / sending : null,
    outcomes: {
      delivered: totals.delivered,
      not_delivered: totals.notDelivered,
      failed: totals.failed,
      no_answer: totals.parts - totals.delivered - totals.notDelivered - totals.failed,
    },
  };
}

/**
 * What lasts of load tests: the list of past ones and each one's summary and export, computed
 * from the stored parts (the tracker only says whether one is still running).
 */
export class LoadTestReports {
  constructor(
    private readonly store: LoadTestStore,
    private readonly tracker: LoadTestTracker,
    private readonly figures: LoadTestFigures,
  ) {}

  async list(userId: number, query: PageQuery): Promise<Paged<LoadTestHeadline>> {
    const { count, tests } = await this.store.list(userId, pageWindow(query));
    const ids = tests.map((test) => test.progress.id);
    const totals = await this.figures.totals(userId, ids);
    return {
      count,
      results: tests.map((test) =>
        headline(this.freshest(userId, test), totals.get(test.progress.id) ?? NO_PARTS),
      ),
    };
  }

  async summary(userId: number, id: string): Promise<LoadTestSummary> {
    const test = await this.find(userId, id);
    const [totals, submit, receipt, failures] = await Promise.all([
      this.figures.totals(userId, [id]),
      this.figures.percentiles(userId, id, 'responded_at'),
      this.figures.percentiles(userId, id, 'done_at'),
      this.figures.failures(userId, id),
    ]);
    return {
      ...headline(test, totals.get(id) ?? NO_PARTS),
      submit_latency_ms: submit,
      receipt_latency_ms: receipt,
      failures,
    };
  }

  /** The test's parts as CSV, streamed; 404 before the first byte for a test not the user's. */
  async csv(userId: number, id: string): Promise<AsyncGenerator<string>> {
    await this.find(userId, id);
    return encodeLoadTestCsv(this.figures.exported(userId, id));
  }

  private async find(userId: number, id: string): Promise<StoredLoadTest> {
    const progress = this.tracker.progress(id, userId);
    const startedAt = this.tracker.startedAt(id, userId);
    if (progress && startedAt !== undefined) return { progress, startedAt };
    const stored = await this.store.load(id, userId);
    if (!stored) throw new NotFoundError();
    return stored;
  }

  /** Its flags as the tracker has them while it still runs (the saved ones may lag). */
  private freshest(userId: number, test: StoredLoadTest): StoredLoadTest {
    const live: LoadTestProgress | undefined = this.tracker.progress(test.progress.id, userId);
    return live ? { ...test, progress: live } : test;
  }
}
