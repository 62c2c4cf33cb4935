import type { Metrics } from '../metrics/metrics.js';
import type { EventData } from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../bus/event-bus.js';
import type { Clock } from '../clock.js';
import type { GatewayNetworks } from '../config.js';
import { SecretBox } from '../crypto/secret-box.js';
import type { DatabaseHandle } from '../db/database.js';
import { CommitQueue, type StoringHook } from '../smpp/gateway-manager/commit-queue.js';
import { GatewayManager } from '../smpp/gateway-manager/gateway-manager.js';
import { UnmatchedReceipts } from '../smpp/gateway-manager/unmatched-receipts.js';
import type { Ledger } from '../modules/billing/ledger.js';
import type { Pricing } from '../modules/billing/pricing.js';
import type { PduLogs } from '../modules/logs/index.js';
import type { MoRouting } from '../smpp/ports/mo-routing.js';
import type { PartFailover } from '../smpp/ports/part-failover.js';
import { LoadTestFigures } from '../modules/smsc-messages/load-test-figures.js';
import { LoadTestReports } from '../modules/smsc-messages/load-test-reports.js';
import { LoadTestStore } from '../modules/smsc-messages/load-test-store.js';
import { LoadTestTracker } from '../modules/smsc-messages/load-test-tracker.js';
import { OutboxRepository } from '../modules/smsc-messages/outbox-repository.js';
import { OutboxSettlement } from '../modules/smsc-messages/outbox-settlement.js';
import { SmscMoRows } from '../modules/smsc-messages/mo-rows.js';
import { SentPartUpdates } from '../modules/smsc-messages/sent-part-updates.js';
import { PartRefunds } from '../modules/smsc-messages/part-refunds.js';
import { SmscMessagesRepository } from '../modules/smsc-messages/repository.js';
import { SmscMessagesService } from '../modules/smsc-messages/service.js';
import { GatewayNetworkPolicy } from '../modules/gateways/network-policy.js';
import { GatewaysRepository } from '../modules/gateways/repository.js';
import { GatewaysService } from '../modules/gateways/service.js';
import { UnmatchedReceiptStatements } from '../modules/gateways/unmatched-receipt-marks.js';
import type { GatewayEventInterest } from '../smpp/ports/event-interest.js';

/** Message changes published per batch and user; the console refetches for more. */
const LIVE_CHANGES = 100;

/**
 * The SMPP client side: the gateway manager (not yet binding; the composition root starts it), its
 * gateways, and the messages sent and received through them.
 */
export function createSmscSide(deps: {
  database: DatabaseHandle;
  bus: EventBus;
  pduLogs: PduLogs;
  secretKey: string;
  clock: Clock;
  log: FastifyBaseLogger;
  gatewayNetworks: GatewayNetworks;
  /** How long gateways wait for bind_resp and submit_sm_resp; default 30 s. */
  gatewayResponseTimeoutMs?: number;
  /** Sends are charged up front and refunded for the parts the SMSC never accepted. */
  ledger: Ledger;
  pricing: Pricing;
  billing: boolean;
  metrics?: Metrics;
  /** Joins each stored batch of answers and receipts (sendsms queues the reports they owe). */
  onStoring?: StoringHook;
  /** Told when a batch wrote durable events (the outbox relay runs then). */
  onEventsStored?: () => void;
  /** Gateway mode: routed parts refused for now try their route's next gateway. */
  failover?: PartFailover;
  /** Gateway mode: MO routes relay the SMSCs' MO to ESME accounts. */
  moRouting?: MoRouting;
  /** Told when a gateway's session ended and what it had claimed is queued again. */
  onDrained?: (gatewayId: number) => void;
  /** Which gateways' webhooks want receipts and MO: only those write outbox events. */
  interest?: GatewayEventInterest;
}) {
  const { bus, clock, log } = deps;
  const { db, reads, transactions } = deps.database;
  const gatewaysRepository = new GatewaysRepository(db);
  const refunds = new PartRefunds(deps.ledger, clock);
  const outbox = new OutboxRepository(db, refunds);
  const settlement = new OutboxSettlement(transactions, outbox, refunds);
  const parts = new SentPartUpdates(outbox, refunds, deps.failover);
  const secrets = new SecretBox(deps.secretKey);
  const networks = new GatewayNetworkPolicy(deps.gatewayNetworks);
  const loadTests = new LoadTestStore(db, reads);
  const tracker = new LoadTestTracker(bus, clock, (userId, progress, startedAt) =>
    loadTests.save(userId, progress, startedAt, clock()).catch((error: unknown) => {
      log.error({ err: error, loadTest: progress.id }, 'load test not saved');
    }),
  );
  const unmatched = new UnmatchedReceipts(
    transactions,
    new UnmatchedReceiptStatements(),
    deps.pduLogs.writer,
    log,
  );
  const commits = new CommitQueue(
    transactions,
    parts,
    log,
    (changes) => {
      const refunded = changes.filter((change) => change.refunded).map((change) => change.userId);
      if (refunded.length > 0) {
        refunds.announce(refunded).catch((error: unknown) => {
          log.warn({ err: error }, 'refunded balances not announced');
        });
      }
      const byUser = new Map<number, EventData<'message.smsc'>['results']>();
      for (const change of changes) {
        if (!bus.hasListeners(change.userId)) continue;
        let list = byUser.get(change.userId);
        if (!list) byUser.set(change.userId, (list = []));
        if (list.length < LIVE_CHANGES) list.push({ id: change.id, status: change.status });
      }
      for (const [userId, results] of byUser) {
        bus.publish({ kind: 'message.smsc', userId, data: { results } });
      }
    },
    {
      responseTimeoutMs: deps.gatewayResponseTimeoutMs,
      onUnmatched: (receipt) => unmatched.add(receipt),
      onCommitted: (seconds) => deps.metrics?.committed('gateway_updates', seconds),
      ...(deps.onStoring && { onStoring: deps.onStoring }),
      ...(deps.interest && { interest: deps.interest }),
      ...(deps.onEventsStored && { onEventsStored: deps.onEventsStored }),
    },
  );
  const manager = new GatewayManager({
    gateways: gatewaysRepository,
    outbox,
    recovery: settlement,
    parts,
    moRows: new SmscMoRows(),
    moRouting: deps.moRouting,
    interest: deps.interest,
    onDrained: deps.onDrained,
    commits,
    secrets,
    bus,
    clock,
    log,
    pduLog: deps.pduLogs.writer,
    tracker,
    allowAddress: networks.allows,
    responseTimeoutMs: deps.gatewayResponseTimeoutMs,
    onSubmitAnswered: (seconds) => deps.metrics?.submitAnswered('smsc', seconds),
  });
  const messages = new SmscMessagesService({
    transactions,
    messages: new SmscMessagesRepository(db, reads),
    gateways: gatewaysRepository,
    manager,
    tracker,
    loadTests,
    settlement,
    pduLogs: deps.pduLogs.repository,
    ledger: deps.ledger,
    pricing: deps.pricing,
    billing: deps.billing,
    clock,
    log,
  });
  return {
    manager,
    tracker,
    gateways: new GatewaysService(
      gatewaysRepository,
      outbox,
      settlement,
      manager,
      secrets,
      clock,
      networks,
    ),
    messages,
    loadTests: new LoadTestReports(loadTests, tracker, new LoadTestFigures(db, reads)),
    async start() {
      await manager.start();
    },
    async stop() {
      await messages.stop();
      await manager.stop();
      await unmatched.flush();
      tracker.stop();
      await tracker.flush();
    },
  };
}

export type SmscSide = ReturnType<typeof createSmscSide>;
