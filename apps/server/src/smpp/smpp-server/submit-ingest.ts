import type { MessageStatus } from '@routelab/shared';
import { CommandStatus, DestFlag, type PduOf, type UnsuccessSme } from '@routelab/smpp';
import type { Clock } from '../../clock.js';
import type { NewEsmeMessagePartRow, NewEsmeMessageRow } from '../../db/schema.js';
import type { Work } from '../../db/unit-of-work.js';
import type { WebhookInterestLookup } from '../../modules/webhooks/client-interest.js';
import type { IngestBalances } from '../../modules/billing/ingest-balances.js';
import { isInsufficientBalance, type Ledger } from '../../modules/billing/ledger.js';
import type { ClientsRepository } from '../../modules/clients/repository.js';
import type {
  EsmeMessagesRepository,
  IngestBatch,
  MessageProgress,
} from '../../modules/esme-messages/repository.js';
import type { Random } from '../dlr/auto-outcome.js';
import { magicEffectOf, type MagicEffect } from '../dlr/magic-destinations.js';
import { NO_OUTCOME, NO_TIMES, planAutoOutcome, type SubmitTimes } from '../dlr/report-plan.js';
import type { BoundSession, LiveAccount } from './bind-registry.js';
import { ConcatenationTracker, type PartPlacement } from '../concatenation-tracker.js';
import { GroupCommit, type GroupCommitObserver } from './group-commit.js';
import { IdAllocator, IdSequence } from './id-allocator.js';
import { messageText } from '../message-text.js';
import { refuseForBalance } from './refuse-for-balance.js';
import { readSubmitContent, tlvsJson, toHex, type SubmitPdu } from './submit-content.js';
import { storedDue, type StoredDue } from './stored-due.js';
import { readSubmitTimes } from './submit-times.js';

export interface IngestOptions {
  messages: EsmeMessagesRepository;
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
  webhookInterest?: WebhookInterestLookup;
}

export interface IngestBilling {
  balances: IngestBalances;
  ledger: Pick<Ledger, 'add'>;
  clients: Pick<ClientsRepository, 'addRefusedForBalance'>;
  /** Called after a stored batch with how many segments each account had refused for money. */
  onRefused?: (counts: Map<number, number>) => void;
}

/** One numbered submit in the group commit, with what it is charged. */
interface QueuedSubmit {
  batch: IngestBatch;
  userId: number;
  clientId: number;
  /** What each of its accepted segments costs (micro-dollars). */
  price: number;
  /** Its accepted segments (each charged `price`). */
  charged: number;
  /** Its segments refused because the balance could not cover them. */
  refusedForBalance: number;
  /** Refused after all, as its batch's charges were more than the balance (ESME_RSUBMITFAIL). */
  uncovered: boolean;
}

/** One user's charge in one batch: a ledger row. */
interface BatchCharge {
  micros: number;
  segments: number;
  /** The message id of the first charged part: the row's reference. */
  firstPart: number;
}

/** Tries of a batch the database refused for money; the last refuses the user's submits. */
const MONEY_ATTEMPTS = 3;

/** The address of one stored message: a submit_sm / data_sm, or one submit_multi destination. */
interface Destination {
  dest_addr_ton: number;
  dest_addr_npi: number;
  destination_addr: string;
}

type MultiPdu = PduOf<'submit_multi'>;

/** A submit waiting for ids: its sequence's block was used up before the next one came. */
interface WaitingSubmit {
  count: number;
  run: (ids: IdAllocator) => void;
  entry: BoundSession;
  pdu: SubmitPdu | MultiPdu;
}

const ID_BLOCK = 10_000;

/**
 * Turns submits into stored messages and answers them once stored: submit_sm_resp (or
 * data_sm_resp, submit_multi_resp) with status 0 and a message id goes out only after the group
 * commit holding the message has committed. Malformed schedule_delivery_time / validity_period
 * are refused (stored as failed). Magic destinations (automatic policy only) refuse, stay
 * unanswered or fix the receipt; automatic outcomes (and receipts) are planned here and stored
 * with the part. replace_if_present_flag 1 replaces the account's pending messages from the same
 * source to the same destination (and service_type, SMPP 3.4 §5.2.18) in the same transaction.
 * With billing, each accepted segment is charged in the transaction that stores it (one ledger
 * row per user per batch) and a segment the balance cannot cover is refused ESME_RSUBMITFAIL,
 * checked against IngestBalances as it comes (see writeCharged for the database's last word).
 */
export class SubmitIngest {
  private ids: IdAllocator | undefined;
  /** In arrival order; a submit waits behind earlier ones so the tracker sees parts in order. */
  private readonly waiting: WaitingSubmit[] = [];
  private numbering: Promise<void> | undefined;
  private readonly tracker = new ConcatenationTracker();
  private readonly commit: GroupCommit<QueuedSubmit>;
  private sweepTimer: NodeJS.Timeout | undefined;
  /** Charged batches handed to the database and not yet settled (their bookkeeping done). */
  private readonly inFlight = new Set<Promise<unknown>>();
  /** While balances are read, no batch goes out (batches go out in order, after the read). */
  private gate: Promise<void> | undefined;
  /** Batches the database refused for money so far: a batch behind one may have needed it. */
  private moneyFailures = 0;

  constructor(private readonly options: IngestOptions) {
    const overlap = options.messages.writesInOrder;
    this.commit = new GroupCommit<QueuedSubmit>({
      // Overlapping, small batches pipeline: the writer thread stores one while the event loop
      // reads the next, and merges what queued up meanwhile into one transaction, so a heavy
      // load still commits in large ones. Without overlap a batch waits for the last one, so it
      // takes up to 1,000 that queued meanwhile. With billing each batch also writes a ledger row
      // and a balance update per user: batches of 100 keep that at the cost of billing off
      // (measured: CPU per message 36-41 µs either way; with 25, 3-4 µs more).
      maxBatch: options.maxBatch ?? (overlap ? (options.billing ? 100 : 25) : 1_000),
      maxDelayMs: options.maxDelayMs ?? 0,
      overlap,
      write: (items) => this.write(items),
      observer: options.observer,
    });
  }

  /** Reserves the first blocks of ids; submits are refused with ESME_RSYSERR until it has run. */
  async start(): Promise<void> {
    const { messages } = this.options;
    const block = this.options.idBlock ?? ID_BLOCK;
    const ids = new IdAllocator(
      new IdSequence((count) => messages.reserveIds('esme_messages', count), block),
      new IdSequence((count) => messages.reserveIds('esme_message_parts', count), block),
    );
    await ids.refill(1);
    await this.options.billing?.balances.start();
    this.ids = ids;
    this.sweepTimer = setInterval(() => this.tracker.sweep(), 60_000);
    this.sweepTimer.unref();
  }

  /** Waits for everything queued to be written. */
  async stop(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.drain();
  }

  /** Submits received and not yet stored: numbered and in the group commit, or waiting for ids. */
  get queueDepth(): number {
    return this.commit.queued + this.waiting.length;
  }

  /** Resolves once every submit queued so far is stored (or failed). */
  async drain(): Promise<void> {
    while (this.numbering) await this.numbering;
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
    const ids = this.idsFor(1);
    if (ids) this.submitNumbered(entry, account, pdu, ids);
    else this.wait(1, (ready) => this.submitNumbered(entry, account, pdu, ready), entry, pdu);
  }

  submitMulti(entry: BoundSession, account: LiveAccount, pdu: MultiPdu): void {
    const count = pdu.dest_address.length;
    const ids = this.idsFor(count);
    if (ids) this.submitMultiNumbered(entry, account, pdu, ids);
    else
      this.wait(count, (ready) => this.submitMultiNumbered(entry, account, pdu, ready), entry, pdu);
  }

  /** The allocator when a submit needing `count` message and part ids can be numbered now. */
  private idsFor(count: number): IdAllocator | undefined {
    return this.waiting.length === 0 && this.ids?.has(count) ? this.ids : undefined;
  }

  /**
   * Queues a submit until the next blocks of ids are reserved (a round trip the reserved blocks
   * did not cover); refused with ESME_RSYSERR before start() or when the reservation fails.
   */
  private wait(
    count: number,
    run: (ids: IdAllocator) => void,
    entry: BoundSession,
    pdu: SubmitPdu | MultiPdu,
  ): void {
    const ids = this.ids;
    if (!ids) {
      entry.session.respond(pdu, { commandStatus: CommandStatus.ESME_RSYSERR });
      return;
    }
    this.waiting.push({ count, run, entry, pdu });
    this.numbering ??= this.number(ids).finally(() => (this.numbering = undefined));
  }

  /** Runs the waiting submits in order as blocks arrive. */
  private async number(ids: IdAllocator): Promise<void> {
    try {
      for (let next = this.waiting[0]; next; next = this.waiting[0]) {
        if (ids.has(next.count)) this.waiting.shift()?.run(ids);
        else await ids.refill(next.count);
      }
    } catch {
      for (const { entry, pdu } of this.waiting.splice(0)) {
        entry.session.respond(pdu, { commandStatus: CommandStatus.ESME_RSYSERR });
      }
    }
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
    const magic =
      account.policy.mode === 'auto' && timeRefusal === undefined
        ? magicEffectOf(pdu.destination_addr)
        : undefined;
    const item = this.queued(account);
    let refusal = timeRefusal ?? (magic?.kind === 'refuse' ? magic.commandStatus : undefined);
    if (refusal === undefined) refusal = this.charge(item);
    const { batch } = item;
    const partId = ids.nextPart();
    const messageId = refusal === undefined ? String(partId) : null;
    const accepted = 'refusal' in times ? NO_TIMES : times;
    this.addMessage(batch, account, pdu, pdu, {
      partId,
      messageId,
      sessionId: entry.id,
      magic,
      refusal,
      now,
      times: accepted,
      cost: this.costOf(item, refusal),
    });
    this.commit.add(item, (error) => {
      if (error) entry.session.respond(pdu, { commandStatus: CommandStatus.ESME_RSYSERR });
      else if (item.uncovered)
        entry.session.respond(pdu, { commandStatus: CommandStatus.ESME_RSUBMITFAIL });
      else if (refusal !== undefined) entry.session.respond(pdu, { commandStatus: refusal });
      else if (magic?.kind !== 'no-response')
        entry.session.respond(pdu, { message_id: messageId ?? '' });
    });
  }

  private submitMultiNumbered(
    entry: BoundSession,
    account: LiveAccount,
    pdu: MultiPdu,
    ids: IdAllocator,
  ): void {
    const item = this.queued(account);
    const { batch } = item;
    const sessionId = entry.id;
    const unsuccess: UnsuccessSme[] = [];
    let sharedId: string | undefined;
    const now = this.options.clock();
    const times = readSubmitTimes(pdu, now);
    const timeRefusal = 'refusal' in times ? times.refusal : undefined;
    const accepted = 'refusal' in times ? NO_TIMES : times;
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
      const magic =
        account.policy.mode === 'auto' && timeRefusal === undefined
          ? magicEffectOf(dest.destination_addr)
          : undefined;
      let refusal = timeRefusal ?? (magic?.kind === 'refuse' ? magic.commandStatus : undefined);
      if (refusal === undefined) refusal = this.charge(item);
      const partId = ids.nextPart();
      if (refusal === undefined) sharedId ??= String(partId);
      const messageId = refusal === undefined ? (sharedId ?? null) : null;
      this.addMessage(batch, account, pdu, dest, {
        partId,
        messageId,
        sessionId,
        magic,
        refusal,
        now,
        times: accepted,
        cost: this.costOf(item, refusal),
      });
      if (refusal !== undefined) unsuccess.push({ ...dest, error_status_code: refusal });
    }
    this.commit.add(item, (error) => {
      if (error) {
        entry.session.respond(pdu, { commandStatus: CommandStatus.ESME_RSYSERR });
      } else if (sharedId === undefined || item.uncovered) {
        const status = item.uncovered
          ? CommandStatus.ESME_RSUBMITFAIL
          : (unsuccess[0]?.error_status_code ?? CommandStatus.ESME_RSUBMITFAIL);
        entry.session.respond(pdu, { commandStatus: status });
      } else {
        entry.session.respond(pdu, { message_id: sharedId, unsuccess_sme: unsuccess });
      }
    });
  }

  /** A submit's entry in the group commit, priced for its owner now. */
  private queued(account: LiveAccount): QueuedSubmit {
    const balances = this.options.billing?.balances;
    return {
      batch: { messages: [], parts: [], progress: [] },
      userId: account.userId,
      clientId: account.clientId,
      price: balances ? balances.segmentPrice(account.userId) : 0,
      charged: 0,
      refusedForBalance: 0,
      uncovered: false,
    };
  }

  /**
   * Reserves one segment's charge for a submit nothing else refused: undefined when the balance
   * covers it, else ESME_RSUBMITFAIL (the refusal for money, see the README).
   */
  private charge(item: QueuedSubmit): number | undefined {
    const balances = this.options.billing?.balances;
    if (!balances) return undefined;
    if (balances.tryReserve(item.userId, item.price)) {
      item.charged += 1;
      return undefined;
    }
    item.refusedForBalance += 1;
    return CommandStatus.ESME_RSUBMITFAIL;
  }

  /** A stored part's cost: null with billing off, nothing for a refused one. */
  private costOf(item: QueuedSubmit, refusal: number | undefined): number | null {
    if (!this.options.billing) return null;
    return refusal === undefined ? item.price : 0;
  }

  private addMessage(
    batch: IngestBatch,
    account: LiveAccount,
    pdu: SubmitPdu | MultiPdu,
    dest: Destination,
    ids: {
      partId: number;
      messageId: string | null;
      /** The submitting session: receipts go back on it while it is bound. */
      sessionId: string;
      magic: MagicEffect | undefined;
      refusal: number | undefined;
      now: number;
      times: SubmitTimes;
      /** What this part was charged; null with billing off. */
      cost: number | null;
    },
  ): void {
    const { now, times } = ids;
    const content = readSubmitContent(pdu);
    const { concatenation } = content;
    const refused = ids.refusal !== undefined;
    const status: MessageStatus = refused ? 'failed' : 'enroute';
    const allocate = () => (this.ids as IdAllocator).nextMessage();
    const placement =
      concatenation && !refused
        ? this.tracker.place(
            account.clientId,
            pdu.source_addr,
            dest.destination_addr,
            concatenation,
            pdu.data_coding,
            allocate,
          )
        : { kind: 'new' as const, messageRowId: allocate() };
    const tlvs = tlvsJson(content.tlvs);
    if (!refused) this.noteReceived(batch, account, placement, concatenation?.total ?? 1, now);
    if (placement.kind === 'new') {
      const row: NewEsmeMessageRow = {
        id: placement.messageRowId,
        user_id: account.userId,
        client_id: account.clientId,
        command: pdu.command,
        service_type: pdu.service_type,
        source_addr: pdu.source_addr,
        source_addr_ton: pdu.source_addr_ton,
        source_addr_npi: pdu.source_addr_npi,
        destination_addr: dest.destination_addr,
        dest_addr_ton: dest.dest_addr_ton,
        dest_addr_npi: dest.dest_addr_npi,
        text: messageText(content.body, pdu.data_coding),
        data_coding: pdu.data_coding,
        esm_class: pdu.esm_class,
        registered_delivery: pdu.registered_delivery,
        concatenation: content.method,
        parts: concatenation?.total ?? 1,
        parts_received: 1,
        message_id: ids.messageId,
        status,
        command_status: ids.refusal ?? 0,
        dlr_text: null,
        tlvs,
        created_at: now,
        done_at: refused ? now : null,
        scheduled_at: times.scheduledAt,
        valid_until: times.validUntil,
        replaced_by: null,
        cost_micros: ids.cost,
      };
      batch.messages.push(row);
      if (!refused && pdu.command !== 'data_sm' && pdu.replace_if_present_flag === 1) {
        (batch.replacements ??= []).push({
          clientId: account.clientId,
          sourceAddr: pdu.source_addr,
          destinationAddr: dest.destination_addr,
          serviceType: pdu.service_type,
          byMessage: placement.messageRowId,
          at: now,
        });
      }
    } else if (placement.received > 0 || ids.cost) {
      // A part received again (received -1) counts no further but adds its cost.
      const progress: MessageProgress = { id: placement.messageRowId };
      if (placement.received > 0) progress.parts_received = placement.received;
      if (placement.completeText !== undefined) progress.text = placement.completeText;
      if (ids.cost) progress.cost_micros = ids.cost;
      batch.progress.push(progress);
    }
    const outcome = refused
      ? undefined
      : planAutoOutcome(
          account.policy,
          ids.magic,
          pdu.registered_delivery,
          now,
          times,
          this.options.random,
        );
    const part: NewEsmeMessagePartRow = {
      id: ids.partId,
      esme_message_id: placement.messageRowId,
      client_id: account.clientId,
      seq: concatenation?.seq ?? 1,
      message_id: ids.messageId,
      short_message_hex: toHex(content.octets),
      esm_class: pdu.esm_class,
      registered_delivery: pdu.registered_delivery,
      tlvs,
      status,
      command_status: ids.refusal ?? 0,
      submitted_at: now,
      done_at: refused ? now : null,
      dlr_text: null,
      ...(outcome ?? NO_OUTCOME),
      session_id: ids.sessionId,
    };
    batch.parts.push(part);
  }

  /**
   * A message complete with this part (alone, or its last part), of an account whose webhook
   * wants it: its durable event goes in the batch (one map lookup for every other account).
   */
  private noteReceived(
    batch: IngestBatch,
    account: LiveAccount,
    placement: PartPlacement,
    total: number,
    now: number,
  ): void {
    const complete = placement.kind === 'new' ? total <= 1 : placement.completeText !== undefined;
    if (!complete) return;
    const userId = this.options.webhookInterest?.(account.clientId, 'message.received');
    if (userId === undefined) return;
    (batch.events ??= []).push({
      kind: 'esme.message.received',
      userId,
      at: now,
      data: { message_id: placement.messageRowId, client_id: account.clientId },
    });
  }

  private async write(items: QueuedSubmit[]): Promise<void> {
    const { billing } = this.options;
    try {
      if (billing) await this.writeCharged(items, billing);
      else await this.options.messages.writeBatch(merge(items));
    } catch (error) {
      // Rows the tracker points at may not exist now: start those messages afresh.
      this.tracker.reset();
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
  }

  /**
   * Writes a batch with its charges (one ledger row per user) and its refusals for money. A
   * batch the database refuses for money (something else spent the balance first) is tried
   * again after reading the users' balances, its uncovered submits refused; so is a batch
   * behind it that failed meanwhile (it may have needed the first one's rows).
   */
  private async writeCharged(items: QueuedSubmit[], billing: IngestBilling): Promise<void> {
    const { balances } = billing;
    for (let attempt = 1; ; attempt++) {
      const failuresBefore = this.moneyFailures;
      let charges: Map<number, BatchCharge>;
      try {
        charges = await this.prepare(items, billing, attempt >= MONEY_ATTEMPTS);
      } catch (error) {
        // The balances could not be read: the batch fails, its reservations go back.
        for (const item of items) balances.release(item.userId, item.charged * item.price);
        throw error;
      }
      const now = this.options.clock();
      const written = this.options.messages.writeBatch(merge(items), (work) =>
        this.addCharges(work, items, charges, billing, now),
      );
      const settled = written.then(
        () => {
          for (const [userId, charge] of charges) balances.committedCharge(userId, charge.micros);
          return undefined;
        },
        (error: unknown) => {
          for (const [userId, charge] of charges) balances.failedCharge(userId, charge.micros);
          return error instanceof Error ? error : new Error(String(error));
        },
      );
      this.inFlight.add(settled);
      const error = await settled;
      this.inFlight.delete(settled);
      if (!error) {
        for (const userId of charges.keys()) balances.announceSoon(userId);
        this.reportRefusals(items, billing);
        return;
      }
      if (isInsufficientBalance(error)) {
        this.moneyFailures += 1;
        for (const userId of charges.keys()) balances.markStale(userId);
        continue;
      }
      if (attempt === 1 && this.moneyFailures !== failuresBefore) continue;
      for (const [userId, charge] of charges) balances.release(userId, charge.micros);
      throw error;
    }
  }

  /**
   * Gets a batch ready to go out, in order behind the batches before it: reads the balances of
   * its users that changed elsewhere (once every batch under way has settled), refuses the
   * submits the balance no longer covers (all charged ones when `refuseAll`), and moves the
   * rest from queued to under way. Returns each user's charge.
   */
  private async prepare(
    items: QueuedSubmit[],
    { balances }: IngestBilling,
    refuseAll: boolean,
  ): Promise<Map<number, BatchCharge>> {
    while (this.gate) await this.gate.catch(() => undefined);
    const stale = [...new Set(items.map((item) => item.userId))].filter((userId) =>
      balances.isStale(userId),
    );
    if (stale.length > 0) {
      const gate = this.readBalances(stale, balances);
      this.gate = gate;
      try {
        await gate;
      } finally {
        if (this.gate === gate) this.gate = undefined;
      }
    }
    const charges = new Map<number, BatchCharge>();
    for (const item of items) {
      if (item.charged === 0 || item.price === 0) continue;
      const charge = charges.get(item.userId);
      if (charge) {
        charge.micros += item.charged * item.price;
        charge.segments += item.charged;
      } else {
        charges.set(item.userId, {
          micros: item.charged * item.price,
          segments: item.charged,
          firstPart: 0,
        });
      }
    }
    for (const [userId, charge] of charges) {
      // The latest submits go first; the balance already checked each one as it came.
      for (let i = items.length - 1; i >= 0; i--) {
        if (!refuseAll && balances.covers(userId, charge.micros)) break;
        const item = items[i]!;
        if (item.userId !== userId || item.charged === 0) continue;
        this.refuseUncovered(item, balances);
        charge.micros -= item.charged * item.price;
        charge.segments -= item.charged;
        item.charged = 0;
      }
      if (charge.segments === 0) {
        charges.delete(userId);
        continue;
      }
      charge.firstPart = firstChargedPart(items, userId);
      balances.dispatched(userId, charge.micros);
    }
    return charges;
  }

  /** Reads balances once the batches under way have settled (see IngestBalances.refresh). */
  private async readBalances(userIds: number[], balances: IngestBalances): Promise<void> {
    await Promise.all(this.inFlight);
    await balances.refresh(userIds);
  }

  private refuseUncovered(item: QueuedSubmit, balances: IngestBalances): void {
    balances.release(item.userId, item.charged * item.price);
    item.refusedForBalance += item.charged;
    item.uncovered = true;
    refuseForBalance(item.batch);
  }

  /** The batch's ledger rows (before its messages) and its accounts' refusal counts. */
  private addCharges(
    work: Work,
    items: QueuedSubmit[],
    charges: Map<number, BatchCharge>,
    { ledger, clients }: IngestBilling,
    now: number,
  ): void {
    for (const [userId, charge] of charges) {
      ledger.add(work, {
        userId,
        amountMicros: -charge.micros,
        kind: 'message_charge',
        reference: `esme-batch:${charge.firstPart}`,
        note: `${charge.segments} ${charge.segments === 1 ? 'segment' : 'segments'} received`,
        at: now,
      });
    }
    for (const [clientId, count] of refusalsOf(items)) {
      clients.addRefusedForBalance(work, clientId, count, now);
    }
  }

  private reportRefusals(items: QueuedSubmit[], billing: IngestBilling): void {
    if (!billing.onRefused) return;
    const counts = refusalsOf(items);
    if (counts.size > 0) billing.onRefused(counts);
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
  };
}

/** Segments refused for money per account. */
function refusalsOf(items: QueuedSubmit[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { clientId, refusedForBalance } of items) {
    if (refusedForBalance > 0)
      counts.set(clientId, (counts.get(clientId) ?? 0) + refusedForBalance);
  }
  return counts;
}

/** The id of the user's first charged part in the batch (its message id). */
function firstChargedPart(items: QueuedSubmit[], userId: number): number {
  for (const item of items) {
    if (item.userId !== userId || item.charged === 0) continue;
    const part = item.batch.parts.find((row) => row.status === 'enroute');
    if (part) return part.id;
  }
  return 0;
}
