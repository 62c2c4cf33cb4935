import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import { SecretBox } from '../../crypto/secret-box.js';
import type { Db } from '../../db/database.js';
import type { Transactions } from '../../db/transactions.js';
import type { OutboxRelay } from '../../event-outbox/outbox-relay.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { OutboundHttp } from '../../net/outbound-http.js';
import type { EsmeMessageReads } from '../esme-messages/message-reads.js';
import { WebhookInterest } from './webhook-interest.js';
import {
  DEFAULT_WEBHOOK_DELIVERY,
  WebhookDeliverer,
  type WebhookDeliverySettings,
} from './deliverer.js';
import { WebhookEventDeliveries } from './event-deliveries.js';
import { WebhooksRepository } from './repository.js';
import { WebhooksService } from './service.js';
import { deliveryToApi } from './to-api.js';

export interface WebhooksDeps {
  db: Db;
  transactions: Transactions;
  secretKey: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Webhooks call only where gateways may connect (GATEWAY_ALLOWED/DENIED_NETWORKS). */
  http: OutboundHttp;
  outboxRelay: OutboxRelay;
  /** What a received message's webhook payload is read from. */
  messages: EsmeMessageReads;
  /** Deliveries are jobs of the one queue (their handlers are in `jobHandlers`). */
  jobs: JobQueue;
  /** Each ended attempt is published (webhook.delivery) so the console's log refreshes. */
  bus: EventBus;
  /** Tests shorten the timeout and the retries. */
  delivery?: Partial<WebhookDeliverySettings>;
  /** Told how each attempt left its delivery (metrics). */
  countAttempt?: (status: 'delivered' | 'retrying' | 'failed') => void;
}

/** How often the lookup of accounts' webhooks is read again besides after each change here. */
const INTEREST_REFRESH_MS = 30_000;

/**
 * Webhooks: the service behind the routes, the delivery jobs, the outbox subscriber that makes
 * deliveries of durable events, and the lookup the SMPP side asks before it writes any.
 */
export function createWebhooks(deps: WebhooksDeps) {
  const repository = new WebhooksRepository(deps.db);
  const secrets = new SecretBox(deps.secretKey, 'routelab webhook secrets');
  const interest = new WebhookInterest(repository);
  const deliverer = new WebhookDeliverer({
    db: deps.db,
    transactions: deps.transactions,
    jobs: deps.jobs,
    secrets,
    clock: deps.clock,
    http: deps.http,
    settings: { ...DEFAULT_WEBHOOK_DELIVERY, ...deps.delivery },
    onAttempt: ({ delivery, userId }) => {
      const data = deliveryToApi(delivery);
      deps.bus.publish({ kind: 'webhook.delivery', userId, data });
      if (data.status !== 'pending') deps.countAttempt?.(data.status);
    },
  });
  const events = new WebhookEventDeliveries(repository, deps.messages, (deliveries) =>
    deliverer.queue(deliveries),
  );
  deps.outboxRelay.subscribe(events.subscriber);
  let refresh: NodeJS.Timeout | undefined;
  return {
    service: new WebhooksService({
      repository,
      interest,
      deliverer,
      secrets,
      clock: deps.clock,
      http: deps.http,
    }),
    /** Asked per message on the SMPP side: loaded by start(). */
    interest,
    /** The deliveries' job kinds, for the job queue's registry. */
    jobHandlers: [deliverer.deliveryJob(), deliverer.attemptJob()],
    async start(): Promise<void> {
      await interest.reload();
      // Changes made by another process sharing the database are seen within this long.
      refresh = setInterval(() => {
        interest.reload().catch((error: unknown) => {
          deps.log.error({ err: error }, 'reloading the webhook lookup failed');
        });
      }, INTEREST_REFRESH_MS);
      refresh.unref();
    },
    stop(): void {
      clearInterval(refresh);
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
