import type { GatewayRow } from '../../db/schema.js';
import type { Work } from '../../db/work.js';
import { randomUUID } from 'node:crypto';
import type {
  LoadTestProgress,
  Message,
  MessageDetail,
  MessageListQuery,
  Paged,
  SmscPreview,
} from '@routelab/shared';
import { CommandId } from '@routelab/smpp';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Transactions } from '../../db/transactions.js';
import { NotFoundError, ValidationError } from '../../errors/domain-errors.js';
import type { GatewayManager } from '../../smpp/gateway-manager/gateway-manager.js';
import { isInsufficientBalance, type Ledger } from '../billing/ledger.js';
import { asTier, type Pricing } from '../billing/pricing.js';
import type { GatewaysRepository } from '../gateways/repository.js';
import type { PduLogRepository } from '../logs/repository.js';
import { toPduLog } from '../logs/to-api.js';
import { prepareMessages, type BuiltMessage, type CreateBody } from './build-message.js';
import type { LoadTestStore } from './load-test-store.js';
import type { LoadTestTracker } from './load-test-tracker.js';
import { counted, priced } from './message-charge.js';
import { SendBatcher } from './send-batcher.js';
import { previewOf } from './send-preview.js';
import type { OutboxSettlement } from './outbox-settlement.js';
import type { SmscMessagesRepository } from './repository.js';
import { toMessage, toMessageDetail } from './to-api.js';

const SUBMIT_EXCHANGE = [CommandId.submit_sm, CommandId.submit_sm_resp, CommandId.generic_nack];
const DELIVER_EXCHANGE = [
  CommandId.deliver_sm,
  CommandId.deliver_sm_resp,
  CommandId.data_sm,
  CommandId.data_sm_resp,
];

export interface SendOptions {
  /** Writes added to the transaction that stores the messages (given their ids). */
  alongside?: (work: Work, ids: number[]) => void;
  /** The body's gateway, when the caller has read it already (else it is read here). */
  gateway?: GatewayRow;
  /** The user's tier, when the caller knows it (else it is read here). */
  tier?: string;
}

/** A send waiting for its batch's transaction. */
interface PendingSend {
  userId: number;
  built: BuiltMessage[];
  cost: number;
  segments: number;
  alongside: ((work: Work, ids: number[]) => void) | undefined;
  resolve: (ids: number[]) => void;
  reject: (error: unknown) => void;
}

/** Load-test messages are created in ticks of this length, at the requested rate. */
const LOAD_TICK_MS = 100;

export interface SmscMessagesDeps {
  transactions: Transactions;
  messages: SmscMessagesRepository;
  gateways: GatewaysRepository;
  manager: GatewayManager;
  tracker: LoadTestTracker;
  loadTests: LoadTestStore;
  settlement: OutboxSettlement;
  pduLogs: PduLogRepository;
  ledger: Ledger;
  pricing: Pricing;
  /** BILLING=on: sends are charged (up front) and messages have a cost. */
  billing: boolean;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Messages sent through the user's gateways: create (stored, then queued), list, detail. */
export class SmscMessagesService {
  /** Load tests still creating messages, by id. */
  private readonly runs = new Map<string, Promise<void>>();
  private stopped = false;
  private readonly batcher = new SendBatcher<PendingSend>((batch) => this.storeBatch(batch));

  constructor(private readonly deps: SmscMessagesDeps) {}

  /**
   * Sends a message to the body's destinations (or starts a load test); see SendOptions.
   */
  async create(
    userId: number,
    body: CreateBody,
    options: SendOptions = {},
  ): Promise<{ ids: number[]; load_test_id: string | null }> {
    const { alongside } = options;
    const gateway = await this.sendingGateway(userId, body, options.gateway);
    const prepared = prepareMessages(body, gateway, userId);
    const { sent_segment_micros: price } = options.tier
      ? await this.deps.pricing.forTier(asTier(options.tier))
      : await this.deps.pricing.forUser(userId);
    const build = (destination: string, loadTestId: string | null) =>
      priced(prepared(destination, loadTestId), price, this.deps.billing);
    if (!body.load_test) {
      const built = body.destinations.map((destination) => build(destination, null));
      const ids = await this.insertPaid(userId, built, price, alongside);
      this.deps.manager.wake(gateway.id);
      return { ids, load_test_id: null };
    }
    const loadTestId = randomUUID();
    const total = body.load_test.count;
    // Every message of a load test has the same text, so the same number of segments.
    const messageCost = build(body.destinations[0]!, loadTestId).parts.length * price;
    await this.charge(userId, total * messageCost, {
      kind: 'message_charge',
      reference: `load-test:${loadTestId}`,
      note: `Load test: ${counted(total, 'message')}`,
    });
    this.deps.tracker.begin(loadTestId, userId, gateway.id, total);
    const run = this.runLoadTest(
      { id: loadTestId, userId, messageCost },
      gateway.id,
      total,
      body.load_test.rate,
      (index) => build(body.destinations[index % body.destinations.length]!, loadTestId),
    );
    this.runs.set(loadTestId, run);
    void run.finally(() => this.runs.delete(loadTestId));
    return { ids: [], load_test_id: loadTestId };
  }

  /**
   * The submit_sm a send would write for its first destination, checked as create checks it:
   * nothing is stored, charged or queued.
   */
  async preview(userId: number, body: CreateBody): Promise<SmscPreview> {
    const gateway = await this.sendingGateway(userId, body);
    const built = prepareMessages(body, gateway, userId)(body.destinations[0]!, null);
    return previewOf(built, body.destinations.length);
  }

  /** The body's gateway, the user's own and able to send (else 404 or a field error). */
  private async sendingGateway(
    userId: number,
    body: CreateBody,
    known?: GatewayRow,
  ): Promise<GatewayRow> {
    const gateway =
      known?.id === body.gateway && known.user_id === userId
        ? known
        : await this.deps.gateways.findOwned(userId, body.gateway);
    if (!gateway) throw new NotFoundError();
    if (gateway.bind_type === 'rx') {
      throw ValidationError.field('gateway', 'This gateway binds as a receiver and cannot send.');
    }
    return gateway;
  }

  /** Stores the messages and their charge, batched with the sends that come meanwhile. */
  private insertPaid(
    userId: number,
    built: BuiltMessage[],
    price: number,
    alongside?: (work: Work, ids: number[]) => void,
  ): Promise<number[]> {
    const segments = built.reduce((sum, message) => sum + message.parts.length, 0);
    return new Promise((resolve, reject) =>
      this.batcher.add({
        userId,
        built,
        cost: segments * price,
        segments,
        alongside,
        resolve,
        reject,
      }),
    );
  }

  /**
   * One transaction for a batch of sends: every message and part, one charge (ledger row) per
   * user, and each send's own writes. When a user's balance cannot cover the batch, each send
   * is stored alone, so only those it cannot cover are refused (402).
   */
  private async storeBatch(batch: PendingSend[]): Promise<void> {
    const at = this.deps.clock();
    try {
      const ids = await this.deps.transactions.readWrite(async (trx, work) => {
        const flat = batch.flatMap((send) => send.built);
        const stored = await this.deps.messages.insert(trx, flat, at);
        this.addSendWrites(work, batch, stored, at);
        return stored;
      });
      let offset = 0;
      for (const send of batch) {
        send.resolve(ids.slice(offset, offset + send.built.length));
        offset += send.built.length;
      }
      const charged = batch.filter((send) => send.cost > 0).map((send) => send.userId);
      if (charged.length > 0) await this.deps.ledger.announce(charged);
    } catch (error) {
      if (batch.length > 1 && isInsufficientBalance(error)) {
        for (const send of batch) await this.storeBatch([send]);
        return;
      }
      const [send] = batch;
      if (batch.length === 1 && send && isInsufficientBalance(error)) {
        send.reject(
          await this.deps.ledger.shortfall(send.userId, send.cost).catch((e: unknown) => e),
        );
        return;
      }
      for (const pending of batch) pending.reject(error);
    }
  }

  /** Each send's own writes and one charge (ledger row) per user, with the batch's messages. */
  private addSendWrites(work: Work, batch: PendingSend[], stored: number[], at: number): void {
    const charges = new Map<
      number,
      { cost: number; segments: number; destinations: number; first: number }
    >();
    let offset = 0;
    for (const send of batch) {
      const mine = stored.slice(offset, offset + send.built.length);
      offset += send.built.length;
      send.alongside?.(work, mine);
      if (send.cost === 0) continue;
      const charge = charges.get(send.userId);
      if (charge) {
        charge.cost += send.cost;
        charge.segments += send.segments;
        charge.destinations += send.built.length;
      } else {
        charges.set(send.userId, {
          cost: send.cost,
          segments: send.segments,
          destinations: send.built.length,
          first: mine[0]!,
        });
      }
    }
    for (const [userId, charge] of charges) {
      this.deps.ledger.add(work, {
        userId,
        amountMicros: -charge.cost,
        kind: 'message_charge',
        reference: `sms:${charge.first}`,
        note: `${counted(charge.segments, 'segment')} to ${counted(charge.destinations, 'destination')}`,
        at,
      });
    }
  }

  /** A balance change of its own (a load test's debit or refund); none when it is 0. */
  private async charge(
    userId: number,
    amountMicros: number,
    entry: { kind: 'message_charge' | 'refund'; reference: string; note: string },
  ): Promise<void> {
    if (amountMicros === 0) return;
    await this.deps.ledger.apply({
      userId,
      amountMicros: entry.kind === 'refund' ? amountMicros : -amountMicros,
      ...entry,
      at: this.deps.clock(),
    });
  }

  /** Ends load tests still creating messages (server stop). */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([...this.runs.values()]);
  }

  /** A load test's progress: live while the server has it, else as saved when it ran. */
  async loadTest(userId: number, id: string): Promise<LoadTestProgress> {
    const progress =
      this.deps.tracker.progress(id, userId) ??
      (await this.deps.loadTests.load(id, userId))?.progress;
    if (!progress) throw new NotFoundError();
    return progress;
  }

  /** Stops a load test: no more messages are created, and those still queued fail unsent. */
  async stopLoadTest(userId: number, id: string): Promise<LoadTestProgress> {
    // One the server no longer runs (saved before a restart) has nothing left to stop.
    if (!this.deps.tracker.progress(id, userId)) return this.loadTest(userId, id);
    // Stopped first, so every progress published from now on (the loop's end too) says so.
    this.deps.tracker.abort(id, true);
    // Once its loop has seen the stop, nothing more is queued that the next step would miss.
    await this.runs.get(id);
    await this.deps.settlement.failQueuedOfLoadTest(id, this.deps.clock());
    return this.deps.tracker.progress(id, userId)!;
  }

  async list(userId: number, query: MessageListQuery): Promise<Paged<Message>> {
    const { count, rows } = await this.deps.messages.list(userId, query);
    return { count, results: rows.map(toMessage) };
  }

  async detail(userId: number, id: number): Promise<MessageDetail> {
    const row = await this.deps.messages.findOwned(userId, id);
    if (!row) throw new NotFoundError();
    const detail = toMessageDetail(row, await this.deps.messages.parts(id));
    if (row.direction === 'mo') {
      const relayed = await this.deps.messages.relayedTo(id);
      return {
        ...detail,
        routed_from: null,
        relayed_to: relayed.map((relay) => ({
          ...relay,
          done_at: relay.done_at === null ? null : new Date(Number(relay.done_at)).toISOString(),
        })),
      };
    }
    if (row.esme_part_id === null) return { ...detail, routed_from: null };
    return {
      ...detail,
      routed_from: await this.deps.messages.routedFrom(Number(row.esme_part_id)),
    };
  }

  /** The PDUs of a message: its submit_sm (by session and sequence) and what names its ids. */
  async pdus(userId: number, id: number) {
    const row = await this.deps.messages.findOwned(userId, id);
    if (!row) throw new NotFoundError();
    if (row.gateway_id === null) return { count: 0, results: [] };
    const parts = await this.deps.messages.parts(id);
    const rows = await this.deps.pduLogs.forMessage(userId, {
      connectionId: row.gateway_id,
      messageIds: parts.flatMap((part) => (part.smsc_message_id ? [part.smsc_message_id] : [])),
      exchanges: parts.flatMap((part) => [
        ...(part.session_id !== null && part.sequence_number !== null
          ? [
              {
                sessionId: part.session_id,
                sequenceNumber: Number(part.sequence_number),
                // An MO part names the SMSC's deliver_sm (or data_sm), a sent one our submit.
                commandIds: row.direction === 'mo' ? DELIVER_EXCHANGE : SUBMIT_EXCHANGE,
              },
            ]
          : []),
        ...(part.receipt_session_id !== null && part.receipt_sequence_number !== null
          ? [
              {
                sessionId: part.receipt_session_id,
                sequenceNumber: Number(part.receipt_sequence_number),
                commandIds: DELIVER_EXCHANGE,
              },
            ]
          : []),
      ]),
    });
    const results = rows.map((pdu) => toPduLog(pdu, true));
    return { count: results.length, results };
  }

  /**
   * Creates `total` messages at `rate` per second, waking the gateway after each tick; the
   * cost of those it never creates (stopped, server stop) is refunded at the end.
   */
  private async runLoadTest(
    paid: { id: string; userId: number; messageCost: number },
    gatewayId: number,
    total: number,
    rate: number,
    build: (index: number) => BuiltMessage,
  ): Promise<void> {
    const { id } = paid;
    const started = this.deps.clock();
    let created = 0;
    try {
      while (created < total && !this.stopped && !this.deps.tracker.isStopped(id)) {
        const due = Math.min(
          total,
          Math.ceil(((this.deps.clock() - started + LOAD_TICK_MS) * rate) / 1000),
        );
        if (due > created) {
          const batch = Array.from({ length: due - created }, (_, offset) =>
            build(created + offset),
          );
          await this.deps.transactions.readWrite((trx) =>
            this.deps.messages.insert(trx, batch, this.deps.clock()),
          );
          created = due;
          this.deps.tracker.created(id, batch.length);
          this.deps.manager.wake(gatewayId);
        }
        if (created < total) await new Promise((resolve) => setTimeout(resolve, LOAD_TICK_MS));
      }
    } catch (error) {
      this.deps.log.error({ err: error, loadTest: id }, 'load test stopped');
    }
    if (created >= total) return;
    this.deps.tracker.abort(id);
    const uncreated = total - created;
    await this.charge(paid.userId, uncreated * paid.messageCost, {
      kind: 'refund',
      reference: `load-test:${id}`,
      note: `Load test: ${counted(uncreated, 'message')} not created`,
    }).catch((error: unknown) => {
      this.deps.log.error({ err: error, loadTest: id }, 'load test refund failed');
    });
  }
}
