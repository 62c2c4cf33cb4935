import type { ConnectionState, GatewayConnection } from '@routelab/shared';
import {
  CommandStatus,
  SmppAddressDeniedError,
  SmppClient,
  SmppConnectError,
  SmppFieldError,
  type BindType,
  type DefaultCharset,
  type RequestPdu,
  type SmppSession,
} from '@routelab/smpp';
import type { Trx } from '../../db/database.js';
import type { GatewayRow } from '../../db/schema.js';
import type { OutboxPart } from '../../modules/smsc-messages/outbox-repository.js';
import { LOAD_TEST_STOPPED } from '../../modules/smsc-messages/part-errors.js';
import { markRequeued, type PartAnswer } from '../../modules/smsc-messages/part-updates.js';
import { disconnectText } from './disconnect-text.js';
import type { GatewayLinkDeps } from './gateway-link-deps.js';
import { handleIncoming } from './incoming.js';
import { MoAssembly } from './mo-assembly.js';
import { RatePacer } from './rate-pacer.js';
import { answerOf, isRetryLater, unanswered } from './submit-answer.js';
import { tlsOptionsOf } from './tls-options.js';
import { Wakeup } from './wakeup.js';

const BIND_TYPES: Record<string, BindType> = {
  trx: 'transceiver',
  tx: 'transmitter',
  rx: 'receiver',
};

/** Longest reconnect delay, however often the SMSC refuses us. */
const MAX_RECONNECT_MS = 5 * 60 * 1000;
/** How long a bind or submit_sm waits for its answer (a bind past it abandons the attempt). */
const RESPONSE_TIMEOUT_MS = 30_000;
/** How long a stop waits for submit_sm_resp of what is already on the wire. */
const STOP_GRACE_MS = 3000;
/** How long a stop waits for unbind_resp before cutting the connection. */
const UNBIND_WAIT_MS = 2000;
/** The outbox is re-read this often even without a wake-up (e.g. after a restart). */
const IDLE_POLL_MS = 1000;
/** Pause before sending again after the SMSC said "not now" (throttled, queue full). */
const RETRY_PAUSE_MS = 1000;

/**
 * One gateway kept bound: an SmppClient with its reconnect backoff, the live connection state,
 * and the loop that drains this gateway's outbox while bound.
 */
export class GatewayLink {
  readonly id: number;
  private readonly client: SmppClient;
  private stateNow: ConnectionState = 'disconnected';
  private since: number;
  private lastError: string | null = null;
  /** Each connection's id in the PDU log and on its parts, whichever attempt is under way. */
  private readonly sessionIds = new WeakMap<SmppSession, string>();
  private sessionCount = 0;
  private inFlight = 0;
  private sent = 0;
  private received = 0;
  private stopping = false;
  private readonly wakeup = new Wakeup();
  private draining: Promise<void> | undefined;
  private readonly responses = new Set<Promise<unknown>>();
  private pausedUntil = 0;
  /** The throughput limit, paced here rather than in the session so it survives stalls. */
  private readonly pacer: RatePacer | undefined;
  private readonly mo: MoAssembly;

  constructor(
    readonly row: GatewayRow,
    password: string,
    private readonly deps: GatewayLinkDeps,
  ) {
    this.id = row.id;
    this.since = deps.clock();
    this.mo = new MoAssembly(deps.clock, this.defaultCharset);
    this.pacer = row.throughput_limit > 0 ? new RatePacer(row.throughput_limit) : undefined;
    const delayMs = row.reconnect_delay * 1000;
    this.client = new SmppClient({
      host: row.host,
      port: row.port,
      ...(row.tls === 1 && { tls: tlsOptionsOf(row) }),
      bindType: BIND_TYPES[row.bind_type] ?? 'transceiver',
      system_id: row.system_id,
      password,
      system_type: row.system_type,
      interface_version: row.interface_version,
      addr_ton: row.addr_ton,
      addr_npi: row.addr_npi,
      address_range: row.address_range,
      windowSize: row.window_size,
      responseTimeoutMs: deps.responseTimeoutMs ?? RESPONSE_TIMEOUT_MS,
      enquireLinkIntervalMs: row.enquire_link_interval * 1000,
      reconnect: {
        minDelayMs: delayMs,
        maxDelayMs: Math.max(delayMs, Math.min(MAX_RECONNECT_MS, delayMs * 10)),
      },
      flowGate: deps.pduLog.flowGate,
      allowAddress: deps.allowAddress,
    });
    this.client.on('connecting', () => this.setState('connecting', this.lastError));
    this.client.on('connected', ({ session }) => {
      this.sessionCount += 1;
      const sessionId = `${row.id}-${deps.clock().toString(36)}-${this.sessionCount}`;
      this.sessionIds.set(session, sessionId);
      session.onPdu = deps.pduLog.hookFor({
        side: 'smsc',
        userId: row.user_id,
        connectionId: row.id,
        sessionId,
      });
    });
    this.client.on('bound', ({ session }) => {
      // stop() lets the drain finish before it unbinds: a bind completing meanwhile must not send.
      if (this.stopping) {
        session.close('local');
        return;
      }
      this.setState('bound', null);
      if (this.client.bindType !== 'receiver') this.startDrain(session);
    });
    this.client.on('disconnected', ({ reason, error }) => {
      if (this.stopping) return;
      if (error instanceof SmppConnectError) this.logConnectFailure(error);
      this.setState(
        'error',
        disconnectText(reason, error, { tls: row.tls === 1, ownCa: row.tls_ca !== null }),
      );
    });
    this.client.on('pdu', (pdu, session) => this.onRequest(pdu, session));
    this.client.on('error', (error) => deps.log.debug({ err: error, gateway: row.id }, 'SMPP'));
  }

  start(): void {
    this.client.connect().catch(() => undefined);
  }

  /** New messages were queued for this gateway. */
  wake(): void {
    this.wakeup.notify();
  }

  /** The link's state now and how it binds (for metrics). */
  get status(): { state: ConnectionState; bindType: string } {
    return { state: this.stateNow, bindType: this.client.bindType };
  }

  connection(queued: number): GatewayConnection {
    return {
      state: this.stateNow,
      since: new Date(this.since).toISOString(),
      last_error: this.lastError,
      in_flight: this.inFlight,
      queued,
      sent: this.sent,
      received: this.received,
    };
  }

  /**
   * Stops sending, gives what is on the wire a moment to be answered, unbinds and stops
   * reconnecting. Parts claimed but never written go back to the queue.
   */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    this.stopping = true;
    this.wakeup.notify();
    // A sender may wait on a full window of an SMSC that stopped answering: bounded waits only.
    await settledWithin([this.draining, ...this.responses], graceMs);
    await settledWithin([this.client.unbind()], UNBIND_WAIT_MS);
    await this.client.close();
    await Promise.allSettled([this.draining, ...this.responses]);
    this.setState('disconnected', null);
  }

  /** The user sees one text for every way a connection fails; the operator gets the reason. */
  private logConnectFailure(error: SmppConnectError): void {
    const denied = error.cause instanceof SmppAddressDeniedError;
    this.deps.log[denied ? 'warn' : 'info'](
      { gateway: this.id, user: this.row.user_id, err: error.cause },
      denied ? 'gateway connection refused by GATEWAY_*_NETWORKS' : 'gateway could not connect',
    );
  }

  private sessionIdOf(session: SmppSession): string {
    return this.sessionIds.get(session) ?? '';
  }

  private setState(state: ConnectionState, lastError: string | null): void {
    if (state === this.stateNow && lastError === this.lastError) return;
    this.stateNow = state;
    this.lastError = lastError;
    this.since = this.deps.clock();
    this.deps.onState({ id: this.id, userId: this.row.user_id });
  }

  private startDrain(session: SmppSession): void {
    const previous = this.draining ?? Promise.resolve();
    this.draining = previous.then(() => this.drain(session));
  }

  /**
   * Sends queued parts in order while this session is bound. The next batch is claimed while
   * the current one goes out, so the database round trip never idles the window or the rate.
   */
  private async drain(session: SmppSession): Promise<void> {
    const claimSize = Math.min(200, Math.max(1, this.row.window_size));
    const bound = () => !this.stopping && !session.closed && this.client.session === session;
    let next = this.claim(claimSize);
    while (bound()) {
      const batch = await next;
      if (batch.length === 0) {
        await this.wakeup.wait(IDLE_POLL_MS);
        // Messages created by concurrent requests wake the link one by one: a turn of the event
        // loop lets their inserts land so that one claim (one commit) takes them together.
        await new Promise((resolve) => setImmediate(resolve));
        next = this.claim(claimSize);
        continue;
      }
      next = bound() ? this.claim(claimSize) : Promise.resolve([]);
      const pause = this.pausedUntil - this.deps.clock();
      if (pause > 0) await this.wakeup.wait(pause);
      const unsent = await this.sendBatch(session, batch);
      await this.deps.outbox.release(unsent.map((part) => part.partId));
    }
    const leftover = await next;
    await this.deps.outbox.release(leftover.map((part) => part.partId));
  }

  private async claim(limit: number): Promise<OutboxPart[]> {
    try {
      return await this.deps.outbox.claim(this.id, limit);
    } catch (error) {
      this.deps.log.error({ err: error, gateway: this.id }, 'outbox claim failed');
      await this.wakeup.wait(IDLE_POLL_MS);
      return [];
    }
  }

  /** Returns the parts that never reached the socket. */
  private async sendBatch(session: SmppSession, batch: OutboxPart[]): Promise<OutboxPart[]> {
    const sessionId = this.sessionIdOf(session);
    for (const [index, part] of batch.entries()) {
      if (this.stopping || session.closed) return batch.slice(index);
      if (this.failIfStopped(part)) continue;
      let sent;
      try {
        await this.pacer?.take();
        // The wait for the rate may outlast the part's load test.
        if (this.failIfStopped(part)) continue;
        sent = await session.send({ ...part.submit, command: 'submit_sm' });
      } catch (error) {
        if (error instanceof SmppFieldError) {
          this.deps.commits.answer(this.id, part.partId, part.smsId, {
            status: 'failed',
            sent: null,
            commandStatus: error.commandStatus,
            messageId: null,
            error: error.message,
            at: this.deps.clock(),
          });
          continue;
        }
        return batch.slice(index);
      }
      const writtenAt = this.deps.clock();
      const startedAt = performance.now();
      this.sent += 1;
      this.inFlight += 1;
      const wire = {
        sessionId,
        sequenceNumber: sent.sequenceNumber,
        at: writtenAt,
      };
      if (part.loadTestId) this.deps.tracker.written(part.loadTestId);
      const settled = sent.response.then(
        (response) => {
          this.deps.onSubmitAnswered?.((performance.now() - startedAt) / 1000);
          if (!isRetryLater(response)) {
            this.answered(part, writtenAt, answerOf(response, wire, this.deps.clock()));
            return;
          }
          this.inFlight -= 1;
          this.pausedUntil = this.deps.clock() + RETRY_PAUSE_MS;
          this.record(part, (trx) => markRequeued(trx, part.partId));
        },
        (reason: unknown) =>
          this.answered(part, writtenAt, unanswered(wire, this.deps.clock(), reason)),
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
    this.deps.commits.answer(this.id, part.partId, part.smsId, {
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
    this.inFlight -= 1;
    this.deps.commits.answer(this.id, part.partId, part.smsId, answer);
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

  /** What data_coding 0 means on this link (the gateway's default_charset). */
  private get defaultCharset(): DefaultCharset {
    return this.row.default_charset as DefaultCharset;
  }

  private onRequest(pdu: RequestPdu, session: SmppSession): void {
    this.received += 1;
    if (pdu.command !== 'deliver_sm' && pdu.command !== 'data_sm') {
      session.respond(pdu, { commandStatus: CommandStatus.ESME_RINVCMDID });
      return;
    }
    void handleIncoming(pdu, {
      gatewayId: this.id,
      sessionId: this.sessionIdOf(session),
      userId: this.row.user_id,
      commits: this.deps.commits,
      clock: this.deps.clock,
      mo: this.mo,
      awaitingResponses: () => this.inFlight > 0,
      defaultCharset: this.defaultCharset,
      onReceipt: (matched, status) => {
        if (matched.loadTestId) this.deps.tracker.receipt(matched.loadTestId, status);
      },
    }).then((commandStatus) => {
      if (!session.closed) session.respond(pdu, { commandStatus });
    });
  }
}

/** Waits until every promise settled or `ms` passed, whichever comes first. */
async function settledWithin(
  promises: (Promise<unknown> | undefined)[],
  ms: number,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(promises),
    new Promise((resolve) => (timer = setTimeout(resolve, ms))),
  ]);
  clearTimeout(timer);
}
