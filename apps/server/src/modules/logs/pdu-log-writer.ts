import type { LogBacklog, PduLog } from '@routelab/shared';
import { FlowGate, type PduHeader, type PduHook } from '@routelab/smpp';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import { messageIdOfPdu } from './message-id-of-pdu.js';
import type { PduLogSink, PduLogTarget } from '../../smpp/ports/pdu-log-sink.js';
import { PduLogBatch } from './pdu-log-batch.js';
import { searchTextOfPdu } from './search-text-of-pdu.js';
import type { PduLogStore } from './pdu-log-store.js';
import { toPduLog } from './to-api.js';

export interface PduLogWriterOptions {
  flushIntervalMs?: number;
  /** A flush starts at once when this many rows wait. */
  batchSize?: number;
  /**
   * While this many rows wait for the database, the flow gate is held: the sessions given it stop
   * reading and sending, so memory stays bounded and no PDU goes unlogged.
   */
  holdAtRows?: number;
  /** Once no more than this many rows wait, the flow gate is released. */
  releaseAtRows?: number;
  /** The hard bound: while this many rows wait, further PDUs are counted and not logged. */
  maxRows?: number;
  /**
   * One session's share: while this many of its rows wait, its further PDUs are counted and not
   * logged, so that one flooding session neither fills the backlog nor pauses the others.
   */
  sessionRows?: number;
  /** Counts every PDU that passes, logged or not (metrics). */
  countPdu?: (side: PduLogTarget['side'], direction: 'in' | 'out', header: PduHeader) => void;
  /** Told how long each batch's insert took (metrics). */
  onCommitted?: (seconds: number) => void;
}

/** A session's rows waiting for the database. */
interface SessionShare {
  pending: number;
}

/** Most rows in one write: one transaction of the writer thread, which answers wait behind. */
const MAX_WRITE_ROWS = 5_000;

/** How often at most a `log.backlog` event tells of PDUs being dropped. */
const DROPS_TOLD_EVERY_MS = 1_000;

/** The server log tells of the first PDU not logged, and of every this many after it. */
const DROPS_PER_WARNING = 100_000;

/** Live log lines sent per flush and user; the console refetches for the rest. */
const LIVE_LINES = 20;

/**
 * Every PDU of every session, written in batches (group commits) off the protocol path: the
 * session hook only copies the frame and header into memory. When the database falls behind, the
 * flow gate (given to every session that logs here) slows the traffic to what it can store.
 */
export class PduLogWriter implements PduLogSink {
  readonly flowGate = new FlowGate();
  /** The batch being filled; full ones wait in `queued`. */
  private current = new PduLogBatch();
  private readonly queued: PduLogBatch[] = [];
  private queuedRows = 0;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly flushIntervalMs: number;
  private readonly batchSize: number;
  private readonly holdAtRows: number;
  private readonly releaseAtRows: number;
  private readonly maxRows: number;
  private readonly sessionRows: number;
  private readonly countPdu: PduLogWriterOptions['countPdu'];
  private readonly onCommitted: PduLogWriterOptions['onCommitted'];
  /** This writer holds the flow gate (and so is the one to release it). */
  private holding = false;
  private readonly shares = new WeakMap<PduLogTarget, SessionShare>();
  /** PDUs not logged (over a bound) since the start. */
  private dropped = 0;
  /** PDUs were dropped since the last `log.backlog` event. */
  private droppedUntold = false;
  /** When the last `log.backlog` event told of dropped PDUs. */
  private droppedToldAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly store: Pick<PduLogStore, 'insertBatch'>,
    private readonly bus: EventBus,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    options: PduLogWriterOptions = {},
  ) {
    this.flushIntervalMs = options.flushIntervalMs ?? 100;
    // Each batch is one background transaction of the writer thread, which an answer that waits
    // on a message's commit cannot interrupt: short ones keep that wait short.
    this.batchSize = options.batchSize ?? 200;
    this.holdAtRows = options.holdAtRows ?? 100_000;
    this.releaseAtRows = options.releaseAtRows ?? Math.floor(this.holdAtRows / 2);
    // Above the mark: what a read already under way brings while the gate closes is still logged.
    this.maxRows = options.maxRows ?? Math.ceil(this.holdAtRows * 1.2);
    this.sessionRows = options.sessionRows ?? Math.max(1, Math.floor(this.holdAtRows / 20));
    this.countPdu = options.countPdu;
    this.onCommitted = options.onCommitted;
  }

  /** The session hook for one connection. */
  hookFor(target: PduLogTarget): PduHook {
    const share = this.shareOf(target);
    return (direction, raw, header) => this.add(target, share, direction, raw, header);
  }

  record(target: PduLogTarget, direction: 'in' | 'out', raw: Buffer, header: PduHeader): void {
    this.add(target, this.shareOf(target), direction, raw, header);
  }

  private shareOf(target: PduLogTarget): SessionShare {
    let share = this.shares.get(target);
    if (!share) this.shares.set(target, (share = { pending: 0 }));
    return share;
  }

  private add(
    target: PduLogTarget,
    share: SessionShare,
    direction: 'in' | 'out',
    raw: Buffer,
    header: PduHeader,
  ): void {
    this.countPdu?.(target.side, direction, header);
    if (share.pending >= this.sessionRows || this.pendingRows >= this.maxRows) {
      if (this.dropped % DROPS_PER_WARNING === 0) {
        this.log.warn(
          { pending: this.pendingRows, dropped: this.dropped + 1 },
          'PDU log behind: PDUs over its bound are not logged',
        );
      }
      this.dropped += 1;
      this.droppedUntold = true;
      return;
    }
    share.pending += 1;
    this.current.add(
      target,
      direction,
      raw,
      header,
      messageIdOfPdu(raw, header),
      this.clock(),
      searchTextOfPdu(raw, header),
    );
    if (this.pendingRows >= this.holdAtRows && !this.holding) {
      this.holding = true;
      this.flowGate.hold();
      this.log.warn({ pending: this.pendingRows }, 'PDU log behind: SMPP sessions paused');
      this.bus.broadcast('log.backlog', this.backlog);
    }
    if (this.current.size >= this.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushIntervalMs);
  }

  /** Writes everything recorded so far; resolves when it is stored. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.current.size > 0) {
      this.queued.push(this.current);
      this.queuedRows += this.current.size;
      this.current = new PduLogBatch();
    }
    this.flushing = this.flushing.then(() => this.writeAll());
    return this.flushing;
  }

  private async writeAll(): Promise<void> {
    for (let batch = this.nextWrite(); batch; batch = this.nextWrite()) {
      try {
        const startedAt = performance.now();
        const ids = await this.store.insertBatch(batch);
        this.onCommitted?.((performance.now() - startedAt) / 1000);
        this.publish(batch, ids);
      } catch (error) {
        this.log.error({ err: error, rows: batch.size }, 'PDU log batch not stored');
      } finally {
        this.queuedRows -= batch.size;
        this.releaseShares(batch);
        if (this.holding && this.pendingRows <= this.releaseAtRows) {
          this.holding = false;
          this.flowGate.release();
          this.log.info({ pending: this.pendingRows }, 'PDU log caught up: SMPP sessions resumed');
          this.droppedUntold = false;
          this.bus.broadcast('log.backlog', this.backlog);
        } else if (this.droppedUntold && this.clock() - this.droppedToldAt >= DROPS_TOLD_EVERY_MS) {
          // While PDUs are being dropped, the console hears of it at most once a second.
          this.droppedUntold = false;
          this.droppedToldAt = this.clock();
          this.bus.broadcast('log.backlog', this.backlog);
        }
      }
    }
  }

  /** Rows recorded and not yet stored (or given up on). */
  get pendingRows(): number {
    return this.queuedRows + this.current.size;
  }

  /** Gives the sessions of a written (or given up) batch their share back. */
  private releaseShares(batch: PduLogBatch): void {
    // Rows come in runs of one session: one look-up per run.
    let target: PduLogTarget | undefined;
    let share: SessionShare | undefined;
    for (let index = 0; index < batch.size; index++) {
      const next = batch.targetOf(index);
      if (next !== target) {
        target = next;
        share = this.shares.get(next);
      }
      if (share) share.pending -= 1;
    }
  }

  /**
   * What waits, whether the sessions are paused for it, and how many PDUs were not logged for
   * being over a bound (GET /api/log/backlog/).
   */
  get backlog(): LogBacklog {
    return { pending: this.pendingRows, paused: this.flowGate.held, dropped: this.dropped };
  }

  /**
   * The queued batches as one write, up to MAX_WRITE_ROWS rows: what queued up while the last
   * write ran goes out together (a group commit), so under load the log keeps pace with the
   * traffic instead of falling further behind one batch at a time.
   */
  private nextWrite(): PduLogBatch | undefined {
    const batch = this.queued.shift();
    if (!batch) return undefined;
    for (let next = this.queued[0]; next; next = this.queued[0]) {
      if (batch.size + next.size > MAX_WRITE_ROWS) break;
      batch.append(next);
      this.queued.shift();
    }
    return batch;
  }

  private publish(batch: PduLogBatch, ids: number[]): void {
    const byUser = new Map<number, PduLog[]>();
    for (let index = batch.size - 1; index >= 0; index -= 1) {
      const userId = batch.userIdOf(index);
      if (!this.bus.hasListeners(userId)) continue;
      let lines = byUser.get(userId);
      if (!lines) byUser.set(userId, (lines = []));
      if (lines.length < LIVE_LINES) {
        lines.push(toPduLog({ ...batch.row(index), id: ids[index] ?? 0 }, false));
      }
    }
    for (const [userId, lines] of byUser) {
      for (const side of ['smsc', 'esme'] as const) {
        const results = lines.filter((line) => line.side === side);
        if (results.length === 0) continue;
        this.bus.publish({
          kind: side === 'smsc' ? 'log.smsc' : 'log.esme',
          userId,
          data: { results },
        });
      }
    }
  }
}
