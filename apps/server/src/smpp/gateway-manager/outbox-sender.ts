import { SmppFieldError, type SmppSession } from '@routelab/smpp';
import type { Trx } from '../../db/database.js';
import { LOAD_TEST_STOPPED } from './part-errors.js';
import type { OutboxPart, PartAnswer } from '../ports/gateway-parts.js';
import type { GatewayLinkDeps } from './gateway-link-deps.js';
import { SendAllowance } from './send-allowance.js';
import { answerOf, isRetryLater, unanswered } from './submit-answer.js';
import { Wakeup } from './wakeup.js';

/** The outbox is re-read this often even without a wake-up (e.g. after a restart). */
const IDLE_POLL_MS = 1000;
/** Pause before sending again after the SMSC said "not now" (throttled, queue full). */
const RETRY_PAUSE_MS = 1000;

/** What of its gateway the sender needs: who it sends for and how fast. */
export interface SenderGateway {
  id: number;
  windowSize: number;
  throughputLimit: number;
  /** Whether `session` is still the gateway's current connection. */
  isCurrent: (session: SmppSession) => boolean;
  /** A submit_sm was written (for the link's current rate). */
  onWritten: () => void;
}

/**
 * Drains one gateway's outbox onto its bound sessions, in order. Parts are reserved a batch
 * ahead; only those that may go at once (free window slots, due sends) are marked 'sending',
 * in one commit, right before they are written, so a crash leaves every other part reserved,
 * and it goes out after the restart.
 */
export class OutboxSender {
  private inFlightNow = 0;
  private sentNow = 0;
  private stopping = false;
  private readonly wakeup = new Wakeup();
  private draining: Promise<void> | undefined;
  private readonly responses = new Set<Promise<unknown>>();
  private pausedUntil = 0;
  /** How many submits may go now: the window, the throughput limit, the PDU log's gate. */
  private readonly allowance: SendAllowance;

  constructor(
    private readonly gateway: SenderGateway,
    private readonly deps: GatewayLinkDeps,
  ) {
    this.allowance = new SendAllowance(
      gateway.windowSize,
      gateway.throughputLimit,
      deps.pduLog.flowGate,
    );
  }

  /** submit_sm written and not yet answered. */
  get inFlight(): number {
    return this.inFlightNow;
  }

  /** submit_sm written since the link started. */
  get sent(): number {
    return this.sentNow;
  }

  /** The drain and the responses still awaited, for a stop to wait on. */
  get pending(): (Promise<unknown> | undefined)[] {
    return [this.draining, ...this.responses];
  }

  /** New messages were queued for this gateway. */
  wake(): void {
    this.wakeup.notify();
  }

  /** Sends no more; parts reserved but never written go back to the queue. */
  stop(): void {
    this.stopping = true;
    this.wakeup.notify();
    this.allowance.slotFreed();
  }

  /** Drains the outbox onto a newly bound session (after the previous session's drain ended). */
  start(session: SmppSession, sessionId: string): void {
    const previous = this.draining ?? Promise.resolve();
    this.draining = previous.then(() => this.drain(session, sessionId));
  }

  /**
   * Sends queued parts in order while this session is bound. The next batch is reserved while
   * the current one goes out, so the claim's round trip never idles the window or the rate.
   */
  private async drain(session: SmppSession, sessionId: string): Promise<void> {
    const claimSize = Math.min(200, Math.max(1, this.gateway.windowSize));
    const bound = () => !this.stopping && !session.closed && this.gateway.isCurrent(session);
    let next = this.claim(sessionId, claimSize);
    while (bound()) {
      const batch = await next;
      if (batch.length === 0) {
        await this.wakeup.wait(IDLE_POLL_MS);
        // Messages created by concurrent requests wake the link one by one: a turn of the event
        // loop lets their inserts land so that one claim (one commit) takes them together.
        await new Promise((resolve) => setImmediate(resolve));
        next = this.claim(sessionId, claimSize);
        continue;
      }
      next = bound() ? this.claim(sessionId, claimSize) : Promise.resolve([]);
      const pause = this.pausedUntil - this.deps.clock();
      if (pause > 0) await this.wakeup.wait(pause);
      const unsent = await this.sendBatch(session, sessionId, batch);
      await this.deps.outbox.release(unsent.map((part) => part.partId));
    }
    const leftover = await next;
    await this.deps.outbox.release(leftover.map((part) => part.partId));
    this.deps.onDrained?.(this.gateway.id);
  }

  private async claim(sessionId: string, limit: number): Promise<OutboxPart[]> {
    try {
      return await this.deps.outbox.claim(this.gateway.id, sessionId, limit);
    } catch (error) {
      this.deps.log.error({ err: error, gateway: this.gateway.id }, 'outbox claim failed');
      await this.wakeup.wait(IDLE_POLL_MS);
      return [];
    }
  }

  /**
   * Sends a reserved batch in bursts of what may go at once, each marked 'sending' in one commit
   * before it is written. Returns the parts that never reached the socket.
   */
  private async sendBatch(
    session: SmppSession,
    sessionId: string,
    batch: OutboxPart[],
  ): Promise<OutboxPart[]> {
    const gone = () => this.stopping || session.closed;
    let next = 0;
    while (next < batch.length) {
      const count = await this.allowance.take(session, batch.length - next, gone);
      if (count === 0 || gone()) return batch.slice(next);
      // The wait for the window or the rate may outlast a part's load test.
      const burst = batch.slice(next, next + count).filter((part) => !this.failIfStopped(part));
      next += count;
      const marked = await this.markSending(sessionId, burst);
      if (!marked) return [...burst, ...batch.slice(next)];
      const unsent = await this.write(
        session,
        sessionId,
        burst.filter((part) => marked.has(part.partId)),
      );
      if (unsent.length > 0) return [...unsent, ...batch.slice(next)];
    }
    return [];
  }

  /**
   * Commits the burst as 'sending', in the group commit's next transaction (with the answers and
   * receipts stored meanwhile). Resolves with the ids marked, or undefined when that failed:
   * then none of the burst may go.
   */
  private async markSending(
    sessionId: string,
    burst: OutboxPart[],
  ): Promise<Set<number> | undefined> {
    if (burst.length === 0) return new Set();
    const ids = burst.map((part) => part.partId);
    try {
      return await this.deps.commits.enqueue(async (trx) => ({
        result: await this.deps.parts.markSending(trx, sessionId, ids),
        touched: [],
      }));
    } catch (error) {
      this.deps.log.error({ err: error, gateway: this.gateway.id }, 'parts not marked sending');
      return undefined;
    }
  }

  /** Writes marked parts; returns the ones that never reached the socket. */
  private async write(
    session: SmppSession,
    sessionId: string,
    parts: OutboxPart[],
  ): Promise<OutboxPart[]> {
    for (const [index, part] of parts.entries()) {
      if (this.stopping || session.closed) return parts.slice(index);
      let sent;
      try {
        sent = await session.send({ ...part.submit, command: 'submit_sm' });
      } catch (error) {
        if (error instanceof SmppFieldError) {
          this.deps.commits.answer(this.gateway.id, part.partId, part.smsId, {
            status: 'failed',
            sent: null,
            commandStatus: error.commandStatus,
            messageId: null,
            error: error.message,
            at: this.deps.clock(),
          });
          continue;
        }
        return parts.slice(index);
      }
      const writtenAt = this.deps.clock();
      const startedAt = performance.now();
      this.sentNow += 1;
      this.inFlightNow += 1;
      this.gateway.onWritten();
      const wire = {
        sessionId,
        sequenceNumber: sent.sequenceNumber,
        at: writtenAt,
      };
      if (part.loadTestId) this.deps.tracker.written(part.loadTestId);
      const settled = sent.response.then(
        (response) => {
          this.allowance.slotFreed();
          this.deps.onSubmitAnswered?.((performance.now() - startedAt) / 1000);
          if (!isRetryLater(response)) {
            this.answered(part, writtenAt, answerOf(response, wire, this.deps.clock()));
            return;
          }
          this.inFlightNow -= 1;
          this.pausedUntil = this.deps.clock() + RETRY_PAUSE_MS;
          this.record(part, (trx) => this.deps.parts.markRequeued(trx, part.partId));
        },
        (reason: unknown) => {
          this.allowance.slotFreed();
          this.answered(part, writtenAt, unanswered(wire, this.deps.clock(), reason));
        },
      );
      this.responses.add(settled);
      void settled.finally(() => this.responses.delete(settled));
    }
    return [];
  }

  /**
   * A claimed part of a load test its user stopped fails unsent: the stop fails the parts still
   * queued, and this link holds the ones it claimed ahead of the rate.
   */
  private failIfStopped(part: OutboxPart): boolean {
    if (!part.loadTestId || !this.deps.tracker.isStopped(part.loadTestId)) return false;
    this.deps.commits.answer(this.gateway.id, part.partId, part.smsId, {
      status: 'failed',
      sent: null,
      commandStatus: null,
      messageId: null,
      error: LOAD_TEST_STOPPED,
      at: this.deps.clock(),
    });
    return true;
  }

  private answered(part: OutboxPart, writtenAt: number, answer: PartAnswer): void {
    this.inFlightNow -= 1;
    this.deps.commits.answer(this.gateway.id, part.partId, part.smsId, answer);
    if (part.loadTestId) {
      this.deps.tracker.answered(
        part.loadTestId,
        answer.status === 'submitted',
        answer.at - writtenAt,
      );
    }
  }

  private record(part: OutboxPart, apply: (trx: Trx) => Promise<void>): void {
    void this.deps.commits
      .enqueue(async (trx) => {
        await apply(trx);
        return { result: undefined, touched: [part.smsId] };
      })
      .catch(() => undefined);
  }
}
