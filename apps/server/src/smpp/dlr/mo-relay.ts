import { InterfaceVersion, MAX_SHORT_MESSAGE, TlvTag, type Tlv } from '@routelab/smpp';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { MoDeliveryRow } from '../../db/schema.js';
import type { Transactions } from '../../db/transactions.js';
import { nextAttemptAt, type Backoff } from '../../jobs/backoff.js';
import type { MoDeliveries, MoDeliveryOutcome } from '../ports/mo-routing.js';
import type { BindRegistry, BoundSession } from '../smpp-server/bind-registry.js';
import { DueRounds } from './due-rounds.js';
import { REPORT_BACKOFF } from './report-dispatcher.js';
import { storedWithRetries } from './stored-with-retries.js';

export interface MoRelayOptions {
  deliveries: MoDeliveries;
  transactions: Transactions;
  registry: BindRegistry;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often queued parts are looked for without a wake-up (another process's). Default 1 s. */
  pollMs?: number;
  /** Most parts sent per account and round. */
  batch?: number;
  /** How refused parts are tried again (as receipts are, by default). */
  backoff?: Backoff;
}

/**
 * Sends the MO parts an MO route relays to an ESME account as deliver_sm, in the order they came,
 * spread over the account's receiving binds in turn. Parts of an account without such a bind wait
 * in the database and go out once one binds; a part counts as sent when the ESME answers
 * deliver_sm_resp with status 0. A refusal is tried again by the backoff and given up after its
 * last try; a session that closes or does not answer is no refusal, and its part waits the first
 * step of the backoff. Like the receipts (see ReportDispatcher), each process relays over its own
 * binds, woken when parts are stored, come due or find a receiver, and polls for the rest.
 */
export class MoRelay {
  private readonly rounds: DueRounds;
  private readonly busy = new Set<number>();
  /** Accounts woken while a round of theirs ran: they go again when it ends. */
  private readonly again = new Set<number>();
  private turn = 0;
  private readonly backoff: Backoff;

  constructor(private readonly options: MoRelayOptions) {
    this.backoff = options.backoff ?? REPORT_BACKOFF;
    this.rounds = new DueRounds(options.clock, options.pollMs ?? 1_000, () => this.poll());
  }

  start(): void {
    this.rounds.start(() => this.wake());
  }

  /** Parts are due at `at` (default now). */
  wake(at = this.options.clock()): void {
    this.rounds.at(at);
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round: every account with a receiver gets its due parts. */
  async poll(): Promise<void> {
    await Promise.all(
      this.options.registry.clientsWithReceivers().map((clientId) => this.sendDue(clientId)),
    );
  }

  private async sendDue(clientId: number): Promise<void> {
    if (this.busy.has(clientId)) {
      this.again.add(clientId);
      return;
    }
    this.busy.add(clientId);
    try {
      const limit = this.options.batch ?? 100;
      let more: boolean;
      do {
        this.again.delete(clientId);
        const due = await this.options.deliveries.due(clientId, this.options.clock(), limit);
        const receivers = this.options.registry.receivers(clientId);
        if (due.length === 0 || receivers.length === 0) break;
        // Written in this order on the sockets: the parts of a message leave in order.
        const outcomes = await Promise.all(due.map((row) => this.sendOne(receivers, row)));
        await storedWithRetries(
          () =>
            this.options.transactions.write((work) =>
              this.options.deliveries.addOutcomes(work, outcomes),
            ),
          this.options.log,
          'MO outcomes',
        );
        const settled = outcomes.filter((outcome) => outcome.sent || outcome.dueAt === null);
        more = (due.length === limit || this.again.has(clientId)) && settled.length > 0;
      } while (more);
      const next = await this.options.deliveries.nextDue(clientId);
      if (next !== null) this.wake(next);
    } catch (error) {
      this.options.log.error({ err: error, clientId }, 'relaying MO messages failed');
    } finally {
      this.busy.delete(clientId);
    }
  }

  private async sendOne(receivers: BoundSession[], row: MoDeliveryRow): Promise<MoDeliveryOutcome> {
    const entry = receivers[this.turn++ % receivers.length]!;
    let commandStatus: number;
    try {
      const response = await entry.session.request({
        command: 'deliver_sm',
        ...relayedPdu(row, entry.interfaceVersion),
      });
      commandStatus = response.commandStatus;
      entry.sent += 1;
    } catch {
      // Session closed or no answer in time: not the ESME's refusal, the part stays queued.
      const now = this.options.clock();
      return {
        id: row.id,
        sent: false,
        attempts: row.attempts,
        commandStatus: null,
        dueAt: now + this.backoff.baseMs,
        at: now,
      };
    }
    const now = this.options.clock();
    if (commandStatus === 0) return { id: row.id, sent: true, at: now };
    const attempts = row.attempts + 1;
    return {
      id: row.id,
      sent: false,
      attempts,
      commandStatus,
      dueAt: nextAttemptAt(this.backoff, attempts, now),
      at: now,
    };
  }
}

/**
 * The deliver_sm of a relayed MO part: the SMSC's addresses, esm_class, data_coding, octets and
 * TLVs. An SMPP 3.3 bind takes no TLVs: a message_payload that fits goes in short_message.
 */
export function relayedPdu(row: MoDeliveryRow, interfaceVersion: number) {
  const tlvs = (JSON.parse(row.tlvs) as { tag: number; value: string }[]).map((tlv): Tlv => ({
    tag: tlv.tag,
    value: Buffer.from(tlv.value, 'hex'),
  }));
  let shortMessage: Buffer = Buffer.from(row.short_message, 'hex');
  const legacy = interfaceVersion < InterfaceVersion.V34;
  if (legacy && shortMessage.length === 0) {
    const payload = tlvs.find((tlv) => tlv.tag === TlvTag.message_payload)?.value;
    if (payload && payload.length <= MAX_SHORT_MESSAGE) shortMessage = payload;
  }
  return {
    source_addr_ton: row.source_addr_ton,
    source_addr_npi: row.source_addr_npi,
    source_addr: row.source_addr,
    dest_addr_ton: row.dest_addr_ton,
    dest_addr_npi: row.dest_addr_npi,
    destination_addr: row.destination_addr,
    esm_class: row.esm_class,
    data_coding: row.data_coding,
    short_message: shortMessage,
    tlvs: legacy ? [] : tlvs,
  };
}
