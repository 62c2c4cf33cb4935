import type { LogBacklog, LogSide, PduLog } from '@routelab/shared';
import { FlowGate, type PduHeader, type PduHook } from '@routelab/smpp';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import { messageIdOfPdu } from './message-id-of-pdu.js';
import { PduLogBatch } from './pdu-log-batch.js';
import type { PduLogRepository } from './repository.js';
import { toPduLog } from './to-api.js';

/** Whose session a hook logs for. */
export interface PduLogTarget {
  side: LogSide;
  userId: number;
  /** gateway id (smsc side) or client id (esme side). */
  connectionId: number;
  sessionId: string;
}

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
}

/** Most rows in one write: one transaction of the writer thread, which answers wait behind. */
const MAX_WRITE_ROWS = 5_000;

/** Live log lines sent per flush and user; the console refetches for the rest. */
const LIVE_LINES = 20;

/**
 * Every PDU of every session, written in batches (group commits) off the protocol path: the
 * session hook only copies the frame and header into memory. When the database falls behind, the
 * flow gate (given to every session that logs here) slows the traffic to what it can store.
 */
export class PduLogWriter {
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
  /** This writer holds the flow gate (and so is the one to release it). */
  private holding = false;

  constructor(
    private readonly repository: PduLogRepository,
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
  }

  /** The session hook for one connection. */
  hookFor(target: PduLogTarget): PduHook {
    return (direction, raw, header) => this.record(target, direction, raw, header);
  }

  record(target: PduLogTarget, direction: 'in' | 'out', raw: Buffer, header: PduHeader): void {
    this.current.add(target, direction, raw, header, messageIdOfPdu(raw, header), this.clock());
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
        const ids = await this.repository.insertBatch(batch);
        this.publish(batch, ids);
      } catch (error) {
        this.log.error({ err: error, rows: batch.size }, 'PDU log batch not stored');
      } finally {
        this.queuedRows -= batch.size;
        if (this.holding && this.pendingRows <= this.releaseAtRows) {
          this.holding = false;
          this.flowGate.release();
          this.log.info({ pending: this.pendingRows }, 'PDU log caught up: SMPP sessions resumed');
          this.bus.broadcast('log.backlog', this.backlog);
        }
      }
    }
  }

  /** Rows recorded and not yet stored (or given up on). */
  get pendingRows(): number {
    return this.queuedRows + this.current.size;
  }

  /** What waits, and whether the sessions are paused for it (GET /api/log/backlog/). */
  get backlog(): LogBacklog {
    return { pending: this.pendingRows, paused: this.flowGate.held };
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
