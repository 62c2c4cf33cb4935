import { WEBHOOK_RETRY_WINDOW_MS, WEBHOOK_SIGNATURE_HEADER } from '@routelab/shared';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { Db } from '../../db/database.js';
import type { Transactions } from '../../db/transactions.js';
import type { WebhookDeliveryRow } from '../../db/schema.js';
import type { Backoff } from '../../jobs/backoff.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { jobHandler, type RunningJob } from '../../jobs/job-registry.js';
import { jobType } from '../../jobs/job-type.js';
import { PermanentJobFailure } from '../../jobs/permanent-job-failure.js';
import type { OutboundHttp, OutboundResult } from '../../net/outbound-http.js';
import { WebhooksRepository, type NewDelivery } from './repository.js';
import { signatureHeader } from './signature.js';

export interface WebhookDeliverySettings {
  /** How long a receiver has to answer; default 10 s. */
  timeoutMs: number;
  /** How a queued delivery is tried again; by default 10 s doubling up to 1 h, for 24 h. */
  retry: Backoff;
}

export const DEFAULT_WEBHOOK_DELIVERY: WebhookDeliverySettings = {
  timeoutMs: 10_000,
  // The retry window ends a delivery long before this many attempts.
  retry: {
    baseMs: 10_000,
    maxMs: 3_600_000,
    maxAttempts: 1_000,
    windowMs: WEBHOOK_RETRY_WINDOW_MS,
  },
};

/** How an attempt ended: what metrics count (see WebhookDelivererOptions.onAttempt). */
export type AttemptOutcome = 'delivered' | 'http_error' | 'timeout' | 'network_error';

/** An attempt as recorded: the delivery after it, how it ended, whose webhook it was. */
export interface EndedAttempt {
  delivery: WebhookDeliveryRow;
  outcome: AttemptOutcome;
  userId: number;
}

export interface WebhookDelivererOptions {
  db: Db;
  transactions: Transactions;
  jobs: JobQueue;
  secrets: SecretBox;
  clock: Clock;
  /** Calls the webhooks' URLs under the network policy. */
  http: OutboundHttp;
  settings: WebhookDeliverySettings;
  /** Called once per attempt, when it has been recorded (metrics, the console's live log). */
  onAttempt?: (attempt: EndedAttempt) => void;
}

const deliveryPayload = z.object({ delivery_id: z.number() });
/** Attempts under way at once over all webhooks: a slow receiver holds one slot. */
const QUEUED_CONCURRENCY = 16;
/** A disabled webhook's next delivery waits; it is looked at again this often. */
const DISABLED_RECHECK_MS = 60_000;
const USER_AGENT = 'RouteLab-Webhooks/1';

/**
 * POSTs deliveries as jobs of the one queue: queued deliveries one at a time per webhook and
 * oldest first (their ordering key: a webhook's next delivery waits while an earlier one is
 * retrying), so a slow receiver holds one slot and its own queue only. A 2xx is delivered;
 * anything else, a timeout or a network error is tried again by the retry settings until the
 * retry window has passed, then failed; a URL the network policy refuses fails at once. "Send
 * test" and "Redeliver" are one attempt each,
 * outside the webhook's queue. The webhook_deliveries rows stay the log users see.
 */
export class WebhookDeliverer {
  /** A queued delivery: retried, in its webhook's order. */
  readonly deliveryType;
  /** One attempt now (Send test, Redeliver), not retried. */
  readonly attemptType;

  constructor(private readonly options: WebhookDelivererOptions) {
    this.deliveryType = jobType('webhook.delivery', deliveryPayload, options.settings.retry);
    this.attemptType = jobType('webhook.attempt', deliveryPayload, { maxAttempts: 1 });
  }

  /**
   * Adds deliveries to their webhooks' queues, each with its job, in one transaction; an event
   * a webhook already has a delivery of is skipped (the outbox delivers at least once). Returns
   * how many were added.
   */
  async queue(deliveries: readonly NewDelivery[]): Promise<number> {
    const { transactions, jobs } = this.options;
    const added = await transactions.readWrite(async (trx) => {
      const repository = new WebhooksRepository(trx);
      let count = 0;
      for (const delivery of deliveries) {
        if (await repository.hasDelivery(delivery.webhook_id, delivery.event_id)) continue;
        const row = await repository.addDelivery(delivery);
        await jobs.add(
          trx,
          this.deliveryType,
          { delivery_id: row.id },
          {
            orderingKey: `webhook:${row.webhook_id}`,
          },
        );
        count += 1;
      }
      return count;
    });
    if (added > 0) jobs.wake();
    return added;
  }

  /** A delivery outside its webhook's queue, attempted once at once; answered pending. */
  async sendNow(delivery: NewDelivery): Promise<WebhookDeliveryRow> {
    const { transactions, jobs } = this.options;
    const row = await transactions.readWrite(async (trx) => {
      const added = await new WebhooksRepository(trx).addDelivery(delivery, { queued: false });
      await jobs.add(trx, this.attemptType, { delivery_id: added.id });
      return added;
    });
    jobs.wake();
    return row;
  }

  deliveryJob() {
    return jobHandler({
      type: this.deliveryType,
      concurrency: QUEUED_CONCURRENCY,
      handle: ({ delivery_id }, job) => this.attempt(delivery_id, job, true),
    });
  }

  attemptJob() {
    return jobHandler({
      type: this.attemptType,
      handle: ({ delivery_id }, job) => this.attempt(delivery_id, job, false),
    });
  }

  /**
   * One attempt, recorded in the delivery log with the next attempt the job queue will make;
   * throws when it failed, so that the queue makes it (or gives the job up).
   */
  private async attempt(deliveryId: number, job: RunningJob, queued: boolean) {
    const { clock, settings } = this.options;
    const repository = new WebhooksRepository(this.options.db);
    // Gone with its webhook (deleted): nothing to send.
    const delivery = await repository.findDelivery(deliveryId);
    const webhook = delivery && (await repository.find(delivery.webhook_id));
    if (!delivery || !webhook) return;
    if (queued && webhook.enabled !== 1) return { runAt: clock() + DISABLED_RECHECK_MS };
    const at = clock();
    const started = performance.now();
    const result = await this.options.http.request({
      method: 'POST',
      url: webhook.url,
      body: delivery.payload,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': USER_AGENT,
        'X-RouteLab-Event': delivery.event,
        'X-RouteLab-Delivery': String(delivery.id),
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(
          this.options.secrets.open(webhook.secret),
          delivery.payload,
          at,
        ),
      },
      timeoutMs: settings.timeoutMs,
    });
    const latency = Math.round(performance.now() - started);
    const outcome = outcomeOf(result);
    // A URL the network policy refuses stays refused: the delivery fails at once.
    const refused = result.kind === 'error' && result.refused === true;
    const next = outcome === 'delivered' || refused ? null : job.retryAt();
    const updated = await repository.recordAttempt(delivery.id, {
      status: outcome === 'delivered' ? 'delivered' : next === null ? 'failed' : 'retrying',
      http_status: result.kind === 'response' ? result.status : null,
      latency_ms: latency,
      response_excerpt: result.kind === 'response' ? result.excerpt : result.message,
      last_attempt_at: at,
      next_attempt_at: next,
    });
    this.options.onAttempt?.({ delivery: updated, outcome, userId: webhook.user_id });
    if (refused) throw new PermanentJobFailure(result.message);
    if (result.kind === 'error') throw new Error(result.message);
    if (outcome !== 'delivered') throw new Error(`the webhook answered HTTP ${result.status}`);
  }
}

function outcomeOf(result: OutboundResult): AttemptOutcome {
  if (result.kind === 'response') {
    return result.status >= 200 && result.status < 300 ? 'delivered' : 'http_error';
  }
  return result.timedOut ? 'timeout' : 'network_error';
}
