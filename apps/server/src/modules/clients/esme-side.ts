import type { Metrics } from '../../metrics/metrics.js';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { BindLimitOverrides } from '../../smpp/smpp-server/bind-limits.js';
import { EsmeServer } from '../../smpp/smpp-server/esme-server.js';
import type { EsmeWakeups } from '../../smpp/smpp-server/esme-wakeups.js';
import type { ScryptCost } from '../auth/password-hash.js';
import type { Ledger } from '../billing/ledger.js';
import type { Pricing } from '../billing/pricing.js';
import { MoSender } from '../esme-messages/mo-sender.js';
import { EsmeMessagesService } from '../esme-messages/service.js';
import type { PduLogs } from '../logs/index.js';
import type { WebhookInterestLookup } from '../webhooks/client-interest.js';
import { ClientsService } from './service.js';

/**
 * The SMPP server side: the ESME server (not yet listening; the composition root starts it) and
 * the services of the account and received-message APIs.
 */
export function createEsmeSide(deps: {
  db: Db;
  bus: EventBus;
  pduLogs: PduLogs;
  clock: Clock;
  log: FastifyBaseLogger;
  passwordCost: ScryptCost;
  bindLimits?: BindLimitOverrides;
  /** BILLING=on: received segments are charged (absent: nothing is). */
  billing?: { ledger: Ledger; pricing: Pricing };
  metrics?: Metrics;
  /** Which accounts' webhooks want ESME-side events (see ClientWebhookInterest). */
  webhookInterest?: WebhookInterestLookup;
  /** Told of stored outcomes and durable events (the job queue runs them). */
  wakeups?: EsmeWakeups;
}) {
  const { clock } = deps;
  const server = new EsmeServer({
    db: deps.db,
    clock,
    log: deps.log,
    bus: deps.bus,
    pduLogs: deps.pduLogs,
    ...(deps.bindLimits && { bindLimits: deps.bindLimits }),
    ...(deps.billing && { billing: deps.billing }),
    ...(deps.metrics && { ingestObserver: ingestObserver(deps.metrics) }),
    ...(deps.webhookInterest && { webhookInterest: deps.webhookInterest }),
    ...(deps.wakeups && { wakeups: deps.wakeups }),
  });
  return {
    server,
    clients: new ClientsService(server.clients, server, deps.passwordCost, clock),
    messages: new EsmeMessagesService(server.messages, server, deps.pduLogs.repository, clock),
    mo: new MoSender(server.clients, server),
  };
}

/** The ingest's commits and answers, as metrics. */
const ingestObserver = (metrics: Metrics) => ({
  committed: (seconds: number) => metrics.committed('esme_ingest', seconds),
  answered: (seconds: number) => metrics.submitAnswered('esme', seconds),
});

export type EsmeSide = ReturnType<typeof createEsmeSide>;
