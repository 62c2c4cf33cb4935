import type { ConnectionState, GatewayConnection } from '@routelab/shared';
import {
  CommandStatus,
  SmppAddressDeniedError,
  SmppClient,
  SmppConnectError,
  type BindType,
  type DefaultCharset,
  type RequestPdu,
  type SmppSession,
} from '@routelab/smpp';
import type { GatewayRow } from '../../db/schema.js';
import { disconnectFailure, type DisconnectFailure } from './disconnect-text.js';
import type { GatewayLinkDeps } from './gateway-link-deps.js';
import { handleIncoming } from './incoming.js';
import { MoAssembly } from './mo-assembly.js';
import { OutboxSender } from './outbox-sender.js';
import { RateMeter } from './rate-meter.js';
import { tlsOptionsOf } from './tls-options.js';

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

/**
 * One gateway kept bound: an SmppClient with its reconnect backoff, the live connection state,
 * and its outbox sender, which drains the outbox while bound.
 */
export class GatewayLink {
  readonly id: number;
  private readonly client: SmppClient;
  private stateNow: ConnectionState = 'disconnected';
  private since: number;
  private lastError: string | null = null;
  private lastFailure: (DisconnectFailure & { at: number }) | null = null;
  private boundSince: number | null = null;
  /** The attempt under way or next, and when the next starts (null while one is under way). */
  private reconnect: { attempt: number; at: number | null } | null = null;
  /** When this link (and so its counters) started. */
  private readonly startedAt: number;
  private readonly sentRate: RateMeter;
  /** Each connection's id in the PDU log and on its parts, whichever attempt is under way. */
  private readonly sessionIds = new WeakMap<SmppSession, string>();
  private sessionCount = 0;
  private received = 0;
  private stopping = false;
  private readonly sender: OutboxSender;
  private readonly mo: MoAssembly;

  constructor(
    readonly row: GatewayRow,
    password: string,
    private readonly deps: GatewayLinkDeps,
  ) {
    this.id = row.id;
    this.since = deps.clock();
    this.startedAt = this.since;
    this.sentRate = new RateMeter(deps.clock);
    this.mo = new MoAssembly(deps.clock, this.defaultCharset);
    this.sender = new OutboxSender(
      {
        id: row.id,
        windowSize: row.window_size,
        throughputLimit: row.throughput_limit,
        isCurrent: (session) => this.client.session === session,
        onWritten: () => this.sentRate.add(),
      },
      deps,
    );
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
    this.client.on('connecting', ({ attempt }) => {
      this.reconnect = { attempt, at: null };
      this.setState('connecting', this.lastError, true);
    });
    this.client.on('reconnecting', ({ attempt, delayMs }) => {
      this.reconnect = { attempt, at: deps.clock() + delayMs };
      this.deps.onState({ id: this.id, userId: this.row.user_id });
    });
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
      this.reconnect = null;
      this.boundSince = deps.clock();
      this.setState('bound', null);
      if (this.client.bindType !== 'receiver') {
        this.sender.start(session, this.sessionIdOf(session));
      }
    });
    this.client.on('disconnected', ({ reason, error }) => {
      if (this.stopping) return;
      if (error instanceof SmppConnectError) this.logConnectFailure(error);
      const failure = disconnectFailure(reason, error, {
        tls: row.tls === 1,
        ownCa: row.tls_ca !== null,
      });
      this.boundSince = null;
      this.lastFailure = { ...failure, at: deps.clock() };
      this.setState('error', failure.text);
    });
    this.client.on('pdu', (pdu, session) => this.onRequest(pdu, session));
    this.client.on('error', (error) => deps.log.debug({ err: error, gateway: row.id }, 'SMPP'));
  }

  start(): void {
    this.client.connect().catch(() => undefined);
  }

  /** New messages were queued for this gateway. */
  wake(): void {
    this.sender.wake();
  }

  /** The link's state now and how it binds (for metrics). */
  get status(): { state: ConnectionState; bindType: string } {
    return { state: this.stateNow, bindType: this.client.bindType };
  }

  connection(queued: number): GatewayConnection {
    const iso = (at: number) => new Date(at).toISOString();
    const failure = this.lastFailure;
    return {
      state: this.stateNow,
      since: iso(this.since),
      last_error: this.lastError,
      last_failure: failure && { kind: failure.kind, at: iso(failure.at), code: failure.code },
      bound_since: this.boundSince === null ? null : iso(this.boundSince),
      reconnect: this.reconnect && {
        attempt: this.reconnect.attempt,
        at: this.reconnect.at === null ? null : iso(this.reconnect.at),
      },
      sent_per_second: this.sentRate.perSecond(),
      counters_since: iso(this.startedAt),
      in_flight: this.sender.inFlight,
      queued,
      sent: this.sender.sent,
      received: this.received,
    };
  }

  /**
   * Stops sending, gives what is on the wire a moment to be answered, unbinds and stops
   * reconnecting. Parts claimed but never written go back to the queue.
   */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    this.stopping = true;
    this.sender.stop();
    // A sender may wait on a full window of an SMSC that stopped answering: bounded waits only.
    await settledWithin(this.sender.pending, graceMs);
    await settledWithin([this.client.unbind()], UNBIND_WAIT_MS);
    await this.client.close();
    await Promise.allSettled(this.sender.pending);
    this.boundSince = null;
    this.reconnect = null;
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

  /** `always`: publish even when only the attempt changed (connecting after connecting). */
  private setState(state: ConnectionState, lastError: string | null, always = false): void {
    if (!always && state === this.stateNow && lastError === this.lastError) return;
    this.stateNow = state;
    this.lastError = lastError;
    this.since = this.deps.clock();
    this.deps.onState({ id: this.id, userId: this.row.user_id });
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
      moRows: this.deps.moRows,
      moRouting: this.deps.moRouting,
      interest: this.deps.interest,
      clock: this.deps.clock,
      mo: this.mo,
      awaitingResponses: () => this.sender.inFlight > 0,
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
