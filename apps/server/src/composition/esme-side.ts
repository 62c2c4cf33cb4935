import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../bus/event-bus.js';
import type { Clock } from '../clock.js';
import { verifyPassword, type ScryptCost } from '../crypto/password-hash.js';
import type { DatabaseHandle } from '../db/database.js';
import type { Metrics } from '../metrics/metrics.js';
import { IngestBalances } from '../modules/billing/ingest-balances.js';
import { IngestLedgerWrites } from '../modules/billing/ingest-ledger.js';
import type { Ledger } from '../modules/billing/ledger.js';
import type { Pricing } from '../modules/billing/pricing.js';
import { ClientBindAccounts } from '../modules/clients/bind-accounts.js';
import { ClientsRepository } from '../modules/clients/repository.js';
import { ClientsService } from '../modules/clients/service.js';
import { EsmeIngestStore } from '../modules/esme-messages/ingest-store.js';
import type { EsmeMessageReads } from '../modules/esme-messages/message-reads.js';
import { InjectedMos } from '../modules/esme-messages/injected-mos.js';
import { MoSender } from '../modules/esme-messages/mo-sender.js';
import { EsmeOperationsStore } from '../modules/esme-messages/operations-store.js';
import { EsmeReportStore } from '../modules/esme-messages/report-store.js';
import { EsmeMessagesService } from '../modules/esme-messages/service.js';
import type { PduLogs } from '../modules/logs/index.js';
import type { EsmeWakeups } from '../smpp/ports/esme-wakeups.js';
import type { EventInterest } from '../smpp/ports/event-interest.js';
import type { BindLimitOverrides } from '../smpp/smpp-server/bind-limits.js';
import { EsmeServer, type EsmeServerDeps } from '../smpp/smpp-server/esme-server.js';

export interface EsmeSideDeps {
  database: DatabaseHandle;
  bus: EventBus;
  pduLogs: PduLogs;
  /** Received messages as the console reads them (shared with the webhooks' payloads). */
  messages: EsmeMessageReads;
  clock: Clock;
  log: FastifyBaseLogger;
  passwordCost: ScryptCost;
  bindLimits?: BindLimitOverrides | undefined;
  /** BILLING=on: received segments are charged (absent: nothing is). */
  billing?: { ledger: Ledger; pricing: Pricing } | undefined;
  metrics?: Metrics;
  /** Which accounts' webhooks want ESME-side events (see ClientWebhookInterest). */
  interest?: EventInterest;
  /** Told of stored outcomes and durable events (the job queue runs them). */
  wakeups?: EsmeWakeups;
  /** Gateway mode: routing accounts' submits go out through the MT routes. */
  routing?: EsmeServerDeps['routing'];
  /** Gateway mode: the MO parts MO routes relay to accounts. */
  moDeliveries?: EsmeServerDeps['moDeliveries'];
}

/**
 * The SMPP server side: the ESME server (not yet listening; the composition root starts it) with
 * the modules' implementations of its ports, and the services of the account and
 * received-message APIs.
 */
export function createEsmeSide(deps: EsmeSideDeps) {
  const { clock, bus } = deps;
  const { db, transactions } = deps.database;
  const clients = new ClientsRepository(db);
  const reports = new EsmeReportStore(db);
  const server = new EsmeServer({
    transactions,
    accounts: new ClientBindAccounts(clients),
    checkPassword: verifyPassword,
    ingestStore: new EsmeIngestStore(db),
    messages: new EsmeOperationsStore(db),
    reports,
    pduLog: deps.pduLogs.writer,
    clock,
    log: deps.log,
    bus,
    bindLimits: deps.bindLimits,
    passwordCost: deps.passwordCost,
    billing: deps.billing && {
      balances: new IngestBalances(db, deps.billing.pricing, bus, clock),
      ledger: new IngestLedgerWrites(deps.billing.ledger, clients),
    },
    ...(deps.metrics && { ingestObserver: ingestObserver(deps.metrics) }),
    interest: deps.interest,
    wakeups: deps.wakeups,
    routing: deps.routing,
    moDeliveries: deps.moDeliveries,
  });
  return {
    server,
    clients: new ClientsService(clients, server, deps.passwordCost, clock),
    messages: new EsmeMessagesService(
      deps.messages,
      reports,
      server,
      deps.pduLogs.repository,
      clock,
    ),
    mo: new MoSender(clients, server),
    injectedMos: new InjectedMos(clients, deps.pduLogs.repository, clock),
  };
}

/** The ingest's commits and answers, as metrics. */
const ingestObserver = (metrics: Metrics) => ({
  committed: (seconds: number) => metrics.committed('esme_ingest', seconds),
  answered: (seconds: number) => metrics.submitAnswered('esme', seconds),
});

export type EsmeSide = ReturnType<typeof createEsmeSide>;
