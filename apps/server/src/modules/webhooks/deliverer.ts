import { WEBHOOK_RETRY_WINDOW_MS, WEBHOOK_SIGNATURE_HEADER } from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { WebhookDeliveryRow } from '../../db/schema.js';
import type { OutboundHttp, OutboundResult } from '../../net/outbound-http.js';
import { nextAttemptAt, type WebhookBackoff } from './backoff.js';
import type { WebhooksRepository } from './repository.js';
import { signatureHeader } from './signature.js';

export interface WebhookDeliverySettings {
  /** How long a receiver has to answer; default 10 s. */
  timeoutMs: number;
  backoff: WebhookBackoff;
  /** How often due deliveries are looked for; default 1 s (new ones wake the deliverer). */
  pollMs: number;
  /** Attempts under way at once, over all webhooks; default 16. */
  concurrency: number;
}

export const DEFAULT_WEBHOOK_DELIVERY: WebhookDeliverySettings = {
  timeoutMs: 10_000,
  backoff: { firstMs: 10_000, maxMs: 3_600_000, windowMs: WEBHOOK_RETRY_WINDOW_MS },
  pollMs: 1_000,
  concurrency: 16,
};

/** How an attempt ended: what metrics count (see WebhookDeliverer.onAttempt). */
export type AttemptOutcome = 'delivered' | 'http_error' | 'timeout' | 'network_error';

/** An attempt as recorded: the delivery after it, how it ended, whose webhook it was. */
export interface EndedAttempt {
  delivery: WebhookDeliveryRow;
  outcome: AttemptOutcome;
  userId: number;
}

export interface WebhookDelivererOptions {
  repository: WebhooksRepository;
  secrets: SecretBox;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Calls the webhooks' URLs under the network policy. */
  http: OutboundHttp;
  settings: WebhookDeliverySettings;
  /** Called once per attempt, when it has been recorded (metrics, the console's live log). */
  onAttempt?: (attempt: EndedAttempt) => void;
}

const USER_AGENT = 'RouteLab-Webhooks/1';

/**
 * POSTs due deliveries: at most `concurrency` at once, one at a time per webhook and oldest
 * first (a webhook's next delivery waits while an earlier one is retrying), so a slow receiver
 * holds one slot and its own queue only. A 2xx is delivered; anything else, a timeout or a
 * network error is tried again with backoff until the retry window has passed, then failed; a
 * URL the network policy refuses fails at once.
 */
export class WebhookDeliverer {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  /** Webhooks with an attempt under way (their queue waits for it). */
  private readonly busy = new Set<number>();
  private readonly attempts = new Set<Promise<void>>();
  private pass: Promise<void> | undefined;
  private again = false;

  constructor(private readonly options: WebhookDelivererOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.timer = setInterval(() => this.wake(), this.options.settings.pollMs);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.timer);
    await this.pass;
    await Promise.all(this.attempts);
  }

  /** Looks for due deliveries now (new ones were added, or an attempt ended). */
  wake(): void {
    if (!this.running) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    this.pass = this.startDue()
      .catch((error: unknown) => {
        this.options.log.error({ err: error }, 'webhook delivery pass failed');
      })
      .finally(() => {
        this.pass = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /**
   * One attempt of a delivery outside the queue (Send test, Redeliver), not retried, started
   * now; stop() waits for it like for the others.
   */
  attemptOnce(delivery: WebhookDeliveryRow): void {
    this.track(delivery, this.attempt(delivery, false));
  }

  private async startDue(): Promise<void> {
    const free = this.options.settings.concurrency - this.attempts.size;
    if (free <= 0) return;
    const now = this.options.clock();
    const heads = await this.options.repository.dueHeads(now, free + this.busy.size);
    const { timeoutMs } = this.options.settings;
    for (const head of heads) {
      if (this.attempts.size >= this.options.settings.concurrency) break;
      if (this.busy.has(head.webhook_id)) continue;
      // The lease outlives the attempt; a deliverer that dies mid-way leaves it due after.
      if (!(await this.options.repository.lease(head, now + timeoutMs * 2 + 5_000))) continue;
      this.busy.add(head.webhook_id);
      this.track(head, this.attempt(head, true), () => {
        this.busy.delete(head.webhook_id);
        this.wake();
      });
    }
  }

  /** Keeps an attempt under way until it settles (logged if it could not be recorded). */
  private track(
    delivery: WebhookDeliveryRow,
    attempt: Promise<unknown>,
    settled?: () => void,
  ): void {
    const tracked = attempt
      .then(
        () => undefined,
        (error: unknown) => {
          this.options.log.error({ err: error, delivery: delivery.id }, 'webhook attempt failed');
        },
      )
      .finally(() => {
        this.attempts.delete(tracked);
        settled?.();
      });
    this.attempts.add(tracked);
  }

  private async attempt(delivery: WebhookDeliveryRow, retry: boolean): Promise<WebhookDeliveryRow> {
    const { repository, clock, settings } = this.options;
    const webhook = await repository.find(delivery.webhook_id);
    if (!webhook) return delivery;
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
    const attempts = delivery.attempts + 1;
    // A URL the network policy refuses stays refused: the delivery fails at once.
    const refused = result.kind === 'error' && result.refused === true;
    const next =
      outcome === 'delivered' || !retry || refused
        ? null
        : nextAttemptAt(settings.backoff, attempts, delivery.created_at, clock());
    const updated = await repository.recordAttempt(delivery.id, {
      status: outcome === 'delivered' ? 'delivered' : next === null ? 'failed' : 'retrying',
      http_status: result.kind === 'response' ? result.status : null,
      latency_ms: latency,
      response_excerpt: result.kind === 'response' ? result.excerpt : result.message,
      last_attempt_at: at,
      next_attempt_at: next,
    });
    this.attemptEnded({ delivery: updated, outcome, userId: webhook.user_id });
    return updated;
  }

  /** Where every attempt ends, recorded: the one place to count outcomes. */
  private attemptEnded(attempt: EndedAttempt): void {
    this.options.onAttempt?.(attempt);
  }
}

function outcomeOf(result: OutboundResult): AttemptOutcome {
  if (result.kind === 'response') {
    return result.status >= 200 && result.status < 300 ? 'delivered' : 'http_error';
  }
  return result.timedOut ? 'timeout' : 'network_error';
}
