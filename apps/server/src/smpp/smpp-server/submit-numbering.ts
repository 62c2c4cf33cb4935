import { CommandStatus, type PduOf } from '@routelab/smpp';
import type { IngestStore } from '../ports/ingest-store.js';
import type { BoundSession } from './bind-registry.js';
import { IdAllocator, IdSequence } from './id-allocator.js';
import type { SubmitPdu } from './submit-content.js';

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
 * Gives submits their message and part ids, in arrival order, from blocks reserved in the
 * database: at once while the reserved blocks cover them, else queued (behind every earlier
 * submit, so that concatenated parts are seen in order) until the next blocks arrive. Before
 * start() or when a reservation fails, submits are refused with ESME_RSYSERR.
 */
export class SubmitNumbering {
  private ids: IdAllocator | undefined;
  private readonly waiting: WaitingSubmit[] = [];
  private numbering: Promise<void> | undefined;

  constructor(
    private readonly store: Pick<IngestStore, 'reserveIds'>,
    /** Ids reserved at a time, per sequence (10,000 by default). */
    private readonly blockSize = ID_BLOCK,
  ) {}

  /** Reserves the first blocks of ids. */
  async start(): Promise<void> {
    const ids = new IdAllocator(
      new IdSequence((count) => this.store.reserveIds('esme_messages', count), this.blockSize),
      new IdSequence((count) => this.store.reserveIds('esme_message_parts', count), this.blockSize),
    );
    await ids.refill(1);
    this.ids = ids;
  }

  /** Submits waiting for ids. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Resolves once no submit waits for ids. */
  async settled(): Promise<void> {
    while (this.numbering) await this.numbering;
  }

  /**
   * The allocator when a submit needing `count` message and part ids can be numbered now: no
   * submit waits before it and the reserved blocks cover it.
   */
  ready(count: number): IdAllocator | undefined {
    return this.waiting.length === 0 && this.ids?.has(count) ? this.ids : undefined;
  }

  /** Runs `run` with the allocator once the submits waiting before this one have been numbered. */
  wait(
    count: number,
    entry: BoundSession,
    pdu: SubmitPdu | MultiPdu,
    run: (ids: IdAllocator) => void,
  ): void {
    const { ids } = this;
    if (!ids) {
      entry.session.respond(pdu, { commandStatus: CommandStatus.ESME_RSYSERR });
      return;
    }
    this.waiting.push({ count, run, entry, pdu });
    this.numbering ??= this.runWaiting(ids).finally(() => (this.numbering = undefined));
  }

  /** Runs the waiting submits in order as blocks arrive. */
  private async runWaiting(ids: IdAllocator): Promise<void> {
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
}
