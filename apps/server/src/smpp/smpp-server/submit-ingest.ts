import { CommandStatus, DestFlag, type PduOf, type UnsuccessSme } from '@routelab/smpp';
import type { Clock } from '../../clock.js';
import type { Transactions } from '../../db/transactions.js';
import type { Random } from '../dlr/auto-outcome.js';
import { magicEffectOf } from '../dlr/magic-destinations.js';
import { NO_TIMES } from '../dlr/report-plan.js';
import type { EventInterest } from '../ports/event-interest.js';
import type { IngestBatch, IngestStore } from '../ports/ingest-store.js';
import type { MtRouter } from '../ports/mt-router.js';
import type { RoutedSends } from '../ports/routed-sends.js';
import type { BoundSession, LiveAccount } from './bind-registry.js';
import { GroupCommit, type GroupCommitObserver } from './group-commit.js';
import type { IdAllocator } from './id-allocator.js';
import { IngestCharging, type IngestBilling, type QueuedSubmit } from './ingest-charging.js';
import { IngestRows } from './ingest-rows.js';
import { answerMulti, answerSubmit } from './submit-answers.js';
import type { SubmitPdu } from './submit-content.js';
import { SubmitNumbering } from './submit-numbering.js';
import { storedDue, type StoredDue } from './stored-due.js';
import { readSubmitTimes } from './submit-times.js';
import { routeSubmit, type SubmitRouting } from './submit-routing.js';

export type { IngestBilling } from './ingest-charging.js';

export interface IngestOptions {
  store: IngestStore;
  transactions: Transactions;
  clock: Clock;
  random: Random;
  /** Group commit: most submits per transaction and longest wait for more. */
  maxBatch?: number;
  maxDelayMs?: number;
  /** Ids reserved in the database at a time, per sequence (10,000 by default). */
  idBlock?: number;
  /**
   * Called after each stored batch with how many messages each account stored, and what the
   * batch left due later (outcomes, receipts, durable events).
   */
  onStored?: (counts: Map<number, number>, due: StoredDue) => void;
  /** BILLING=on: accepted segments are charged in their batch; absent, nothing is. */
  billing?: IngestBilling;
  /** Told each batch's commit time and each submit's wait for its answer (metrics). */
  observer?: GroupCommitObserver;
  /**
   * Accounts whose webhooks want `message.received`: a complete message of theirs writes an
   * outbox event in its batch. Absent, or for other accounts, nothing is written.
   */
  interest?: EventInterest;
  /**
   * Gateway mode: routing accounts' submits go through the MT routes (`router`) and are queued
   * for their gateway in the batch (`sends`); `onRouted` hears which gateways got parts once
   * stored. Absent, a routing account's submits are stored and simulated as any other's.
   */
  routing?: { router: MtRouter; sends: RoutedSends; onRouted: (gatewayIds: Set<number>) => void };
}

type MultiPdu = PduOf<'submit_multi'>;

/**
 * Turns submits into stored messages and answers them once stored: submit_sm_resp (or
 * data_sm_resp, submit_multi_resp) with status 0 and a message id goes out only after the group
 * commit holding the message has committed. Its parts, each one job: numbering
 * (SubmitNumbering), the rows (IngestRows), charging (IngestCharging), answers (submit-answers).
 * Malformed schedule_delivery_time / validity_period are refused (stored as failed). Magic
 * destinations (automatic policy only) refuse, stay unanswered or fix the receipt.
 * replace_if_present_flag 1 replaces the account's pending messages from the same source to the
 * same destination (and service_type, SMPP 3.4 §5.2.18) in the same transaction.
 */
export class SubmitIngest {
  private readonly store: IngestStore;
  private readonly numbering: SubmitNumbering;
  private readonly rows: IngestRows;
  private readonly charging: IngestCharging | undefined;
  private readonly commit: GroupCommit<QueuedSubmit>;
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: IngestOptions) {
    const { transactions, billing } = options;
    this.store = withRoutedSends(options.store, options.routing?.sends);
    this.numbering = new SubmitNumbering(this.store, options.idBlock);
    this.rows = new IngestRows(options.random, options.interest);
    this.charging = billing && new IngestCharging(billing, this.store, transactions, options.clock);
    const overlap = transactions.ordered;
    this.commit = new GroupCommit<QueuedSubmit>({
      // Overlapping, small batches pipeline: the writer thread stores one while the event loop
      // reads the next, and merges what queued up meanwhile into one transaction, so a heavy
      // load still commits in large ones. Without overlap a batch waits for the last one, so it
      // takes up to 1,000 that queued meanwhile. With billing each batch also writes a ledger row
      // and a balance update per user: batches of 100 keep that at the cost of billing off
      // (measured: CPU per message 36-41 µs either way; with 25, 3-4 µs more).
      maxBatch: options.maxBatch ?? (overlap ? (billing ? 100 : 25) : 1_000),
      maxDelayMs: options.maxDelayMs ?? 0,
      overlap,
      write: (items) => this.write(items),
      observer: options.observer,
    });
  }

  /** Reads the balances and reserves the first blocks of ids; submits are refused until then. */
  async start(): Promise<void> {
    await this.options.billing?.balances.start();
    await this.numbering.start();
    this.sweepTimer = setInterval(() => this.rows.sweep(), 60_000);
    this.sweepTimer.unref();
  }

  /** Waits for everything queued to be written. */
  async stop(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.drain();
  }

  /** Submits received and not yet stored: numbered and in the group commit, or waiting for ids. */
  get queueDepth(): number {
    return this.commit.queued + this.numbering.waitingCount;
  }

  /** Resolves once every submit queued so far is stored (or failed). */
  async drain(): Promise<void> {
    await this.numbering.settled();
    await this.commit.drain();
  }

  /**
   * Resolves once every submit whose transaction is under way now has been answered: a row that
   * is visible in the database already may still wait for its submit_sm_resp until then.
   */
  answered(): Promise<void> {
    return this.commit.settled();
  }

  submit(entry: BoundSession, account: LiveAccount, pdu: SubmitPdu): void {
    const ids = this.numbering.ready(1);
    if (ids) this.submitNumbered(entry, account, pdu, ids);
    else
      this.numbering.wait(1, entry, pdu, (ready) =>
        this.submitNumbered(entry, account, pdu, ready),
      );
  }

  submitMulti(entry: BoundSession, account: LiveAccount, pdu: MultiPdu): void {
    const count = pdu.dest_address.length;
    const ids = this.numbering.ready(count);
    if (ids) this.submitMultiNumbered(entry, account, pdu, ids);
    else
      this.numbering.wait(count, entry, pdu, (ready) =>
        this.submitMultiNumbered(entry, account, pdu, ready),
      );
  }

  private submitNumbered(
    entry: BoundSession,
    account: LiveAccount,
    pdu: SubmitPdu,
    ids: IdAllocator,
  ): void {
    const now = this.options.clock();
    const times = pdu.command === 'data_sm' ? NO_TIMES : readSubmitTimes(pdu, now);
    const timeRefusal = 'refusal' in times ? times.refusal : undefined;
    const routing = this.routingOf(account, pdu, pdu, now, timeRefusal);
    const magic =
      !routing && account.policy.mode === 'auto' && timeRefusal === undefined
        ? magicEffectOf(pdu.destination_addr)
        : undefined;
    const item = this.queued(account);
    let refusal =
      timeRefusal ??
      routing?.refusal ??
      (magic?.kind === 'refuse' ? magic.commandStatus : undefined);
    if (refusal === undefined && this.charging && routing?.charged !== false) {
      refusal = this.charging.charge(item);
      if (refusal !== undefined && !this.charging.storesRefusal(item)) {
        entry.session.respond(pdu, { commandStatus: refusal });
        return;
      }
    }
    const partId = ids.nextPart();
    const messageId = refusal === undefined ? String(partId) : null;
    this.rows.add(item.batch, account, pdu, pdu, {
      partId,
      messageId,
      sessionId: entry.id,
      magic,
      refusal,
      now,
      times: 'refusal' in times ? NO_TIMES : times,
      cost: routing?.charged === false ? this.costOf(item, 0) : this.costOf(item, refusal),
      nextMessageId: ids.nextMessage,
      ...(routing && { routing }),
    });
    this.commit.add(item, (error) =>
      answerSubmit(entry.session, pdu, error, item, refusal, magic, messageId),
    );
  }

  private submitMultiNumbered(
    entry: BoundSession,
    account: LiveAccount,
    pdu: MultiPdu,
    ids: IdAllocator,
  ): void {
    const item = this.queued(account);
    const unsuccess: UnsuccessSme[] = [];
    let sharedId: string | undefined;
    const now = this.options.clock();
    const times = readSubmitTimes(pdu, now);
    const timeRefusal = 'refusal' in times ? times.refusal : undefined;
    const accepted = 'refusal' in times ? NO_TIMES : times;
    let unstored = false;
    for (const dest of pdu.dest_address) {
      if (dest.dest_flag === DestFlag.DISTRIBUTION_LIST) {
        unsuccess.push({
          dest_addr_ton: 0,
          dest_addr_npi: 0,
          destination_addr: dest.dl_name,
          error_status_code: CommandStatus.ESME_RINVDLNAME,
        });
        continue;
      }
      const routing = this.routingOf(account, pdu, dest, now, timeRefusal);
      const magic =
        !routing && account.policy.mode === 'auto' && timeRefusal === undefined
          ? magicEffectOf(dest.destination_addr)
          : undefined;
      let refusal =
        timeRefusal ??
        routing?.refusal ??
        (magic?.kind === 'refuse' ? magic.commandStatus : undefined);
      if (refusal === undefined && this.charging && routing?.charged !== false) {
        refusal = this.charging.charge(item);
        if (refusal !== undefined && !this.charging.storesRefusal(item)) {
          unsuccess.push({ ...dest, error_status_code: refusal });
          unstored = true;
          continue;
        }
      }
      const partId = ids.nextPart();
      if (refusal === undefined) sharedId ??= String(partId);
      this.rows.add(item.batch, account, pdu, dest, {
        partId,
        messageId: refusal === undefined ? (sharedId ?? null) : null,
        sessionId: entry.id,
        magic,
        refusal,
        now,
        times: accepted,
        cost: routing?.charged === false ? this.costOf(item, 0) : this.costOf(item, refusal),
        nextMessageId: ids.nextMessage,
        ...(routing && { routing }),
      });
      if (refusal !== undefined) unsuccess.push({ ...dest, error_status_code: refusal });
    }
    if (unstored && item.batch.parts.length === 0) {
      // Nothing to store: answered now, as a submit refused alone is.
      const status = unsuccess[0]?.error_status_code ?? CommandStatus.ESME_RSUBMITFAIL;
      entry.session.respond(pdu, { commandStatus: status });
      return;
    }
    this.commit.add(item, (error) =>
      answerMulti(entry.session, pdu, error, item, sharedId, unsuccess),
    );
  }

  /** A routing account's decision for one destination (undefined: the account does not route). */
  private routingOf(
    account: LiveAccount,
    pdu: SubmitPdu | MultiPdu,
    dest: { destination_addr: string },
    now: number,
    timeRefusal: number | undefined,
  ): SubmitRouting | undefined {
    const routing = this.options.routing;
    if (!account.routing || !routing || timeRefusal !== undefined) return undefined;
    return routeSubmit(routing.router, account, account.routing, pdu, dest, now);
  }

  /** A submit's entry in the group commit: priced for its owner with billing, else free. */
  private queued(account: LiveAccount): QueuedSubmit {
    if (this.charging) return this.charging.queued(account);
    return {
      batch: { messages: [], parts: [], progress: [] },
      userId: account.userId,
      clientId: account.clientId,
      price: 0,
      charged: 0,
      refusedForBalance: 0,
      uncovered: false,
    };
  }

  /** A stored part's cost: null with billing off, nothing for a refused one. */
  private costOf(item: QueuedSubmit, refusal: number | undefined): number | null {
    if (!this.charging) return null;
    return refusal === undefined ? item.price : 0;
  }

  private async write(items: QueuedSubmit[]): Promise<void> {
    const { store } = this;
    const { transactions } = this.options;
    try {
      if (this.charging) await this.charging.write(items, () => merge(items));
      else await transactions.write((work) => store.addBatch(work, merge(items)));
    } catch (error) {
      // Rows the tracker points at may not exist now: start those messages afresh.
      this.rows.reset();
      throw error;
    }
    if (this.options.onStored) {
      const counts = new Map<number, number>();
      for (const { batch } of items) {
        for (const row of batch.messages)
          counts.set(row.client_id, (counts.get(row.client_id) ?? 0) + 1);
      }
      this.options.onStored(counts, storedDue(items.map((item) => item.batch)));
    }
    const routing = this.options.routing;
    if (routing) {
      let gateways: Set<number> | undefined;
      for (const { batch } of items) {
        for (const routed of batch.routed ?? [])
          (gateways ??= new Set()).add(routed.choice.gatewayId);
      }
      if (gateways) routing.onRouted(gateways);
    }
  }
}

/** The submits' rows as one batch (the submits' own when there is one). */
function merge(items: QueuedSubmit[]): IngestBatch {
  if (items.length === 1 && items[0]) return items[0].batch;
  const batches = items.map((item) => item.batch);
  return {
    messages: batches.flatMap((batch) => batch.messages),
    parts: batches.flatMap((batch) => batch.parts),
    progress: batches.flatMap((batch) => batch.progress),
    replacements: batches.flatMap((batch) => batch.replacements ?? []),
    events: batches.flatMap((batch) => batch.events ?? []),
    routed: batches.flatMap((batch) => batch.routed ?? []),
  };
}

/** The store with routed parts queued for their gateways in the same unit of work. */
function withRoutedSends(store: IngestStore, sends: RoutedSends | undefined): IngestStore {
  if (!sends) return store;
  return {
    reserveIds: (sequence, count) => store.reserveIds(sequence, count),
    addBatch(work, batch) {
      store.addBatch(work, batch);
      if (batch.routed && batch.routed.length > 0) sends.addRouted(work, batch.routed);
    },
  };
}
