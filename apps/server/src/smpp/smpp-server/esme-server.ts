import type { AddressInfo } from 'node:net';
import type { TlsOptions } from 'node:tls';
import {
  ADDRESS_NOT_ALLOWED,
  SmppServer,
  type BindRequest,
  type SmppSession,
} from '@routelab/smpp';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from '../../crypto/password-hash.js';
import type { Transactions } from '../../db/transactions.js';
import type { Random } from '../dlr/auto-outcome.js';
import { OutcomeSettler } from '../dlr/outcome-settler.js';
import { MoRelay } from '../dlr/mo-relay.js';
import { ReportDispatcher } from '../dlr/report-dispatcher.js';
import { BindAuthenticator } from './bind-authenticator.js';
import { BindRegistry } from './bind-registry.js';
import { DedicatedListener, type DedicatedListenerSpec } from './dedicated-listener.js';
import type { GroupCommitObserver } from './group-commit.js';
import { bindLimitsWith, type BindLimitOverrides } from './bind-limits.js';
import type { FailureState } from './failure-limiter.js';
import { MessageOperations } from './message-operations.js';
import { SessionPduLog } from './pdu-log-hook.js';
import { RefusalStorage } from './refusal-storage.js';
import { TrafficMeters } from './traffic-meter.js';
import { handleSession } from './session-handler.js';
import { SubmitIngest, type IngestOptions } from './submit-ingest.js';
import type { EsmeWakeups } from '../ports/esme-wakeups.js';
import type { BindAccounts, PasswordCheck } from '../ports/bind-accounts.js';
import type { EsmeMessageStore } from '../ports/esme-message-store.js';
import type { EventInterest } from '../ports/event-interest.js';
import type { MoDeliveries } from '../ports/mo-routing.js';
import type { BalanceGuard, IngestLedger } from '../ports/ingest-billing.js';
import type { IngestStore } from '../ports/ingest-store.js';
import type { PduLogSink } from '../ports/pdu-log-sink.js';
import type { OutcomeStore, ReportStore } from '../ports/report-store.js';

/**
 * What the ESME side needs of the application: its ports, which the modules implement and the
 * composition root wires (this side imports nothing from modules/).
 */
export interface EsmeServerDeps {
  transactions: Transactions;
  /** The accounts binds are checked against, and how a password is checked. */
  accounts: BindAccounts;
  checkPassword: PasswordCheck;
  /** Where received messages are stored. */
  ingestStore: IngestStore;
  /** query_sm, cancel_sm and replace_sm. */
  messages: EsmeMessageStore;
  /** Delivery reports and automatic outcomes. */
  reports: ReportStore & OutcomeStore;
  pduLog: PduLogSink;
  clock: Clock;
  log: FastifyBaseLogger;
  bus: EventBus;
  random?: Random;
  /**
   * Group commit tuning (defaults: 25 submits with the SQLite writer thread, else 1,000; next
   * event-loop turn).
   */
  maxBatch?: number;
  maxDelayMs?: number;
  /** How often due delivery reports are looked for without a wake-up (another process's). */
  reportPollMs?: number;
  /** Failed-bind limits and the password checks binds may run at once (defaults in bind-limits). */
  bindLimits?: BindLimitOverrides;
  /** The cost accounts' password hashes are made with: an unknown system_id's check costs as much. */
  passwordCost?: ScryptCost | undefined;
  /** BILLING=on: received segments are charged to the account's owner; absent, nothing is. */
  billing?: { balances: BalanceGuard; ledger: IngestLedger } | undefined;
  /** Told each ingest commit's time and each submit's wait for its answer. */
  ingestObserver?: GroupCommitObserver;
  /** Accounts whose webhooks want ESME-side events: only theirs write outbox rows. */
  interest?: EventInterest | undefined;
  /** Told of stored outcomes and durable events (the job queue runs them). */
  wakeups?: EsmeWakeups | undefined;
  /** Gateway mode: routing accounts' submits go out through the MT routes. */
  routing?: IngestOptions['routing'];
  /** Gateway mode: the MO parts MO routes relay to accounts, sent on their receiving binds. */
  moDeliveries?: MoDeliveries | undefined;
}

/** Refusals for money are logged at most this often per account (with the count meanwhile). */
const REFUSAL_LOG_EVERY_MS = 10_000;

/** Connections at once, bound or not (1,000 bound sessions must fit with room to spare). */
const MAX_CONNECTIONS = 5_000;
/** Connections at once on one subscriber's dedicated listener (its accounts' max binds apply too). */
const DEDICATED_MAX_CONNECTIONS = 1_000;

/**
 * RouteLab's SMPP server (the ESME side): the listener, bind authentication, the bound sessions
 * of every account, message ingest with group commit, and delivery reports going back out.
 * Talks to the rest of the server through its ports (EsmeServerDeps) and the bus only.
 */
export class EsmeServer {
  readonly registry = new BindRegistry();
  /** Per-second traffic of each account, for the console's chart. */
  readonly traffic = new TrafficMeters();
  private readonly server: SmppServer;
  private readonly operations: MessageOperations;
  /** Each connection's PDU log, on every listener. */
  private readonly logs = new WeakMap<SmppSession, SessionPduLog>();
  private readonly ingest: SubmitIngest;
  private readonly dispatcher: ReportDispatcher;
  private readonly moRelay: MoRelay | undefined;
  /** Applies automatic outcomes: a recurring job the composition root registers. */
  readonly settler: OutcomeSettler;
  private readonly owners = new Map<number, number>();
  private readonly authenticator: BindAuthenticator;
  /** What each user's balance covers, for the ingest (BILLING=on only). */
  private readonly balances: BalanceGuard | undefined;
  /** Refusals for money not yet logged, and when each account's were last logged. */
  private readonly refusalLog = new Map<number, { count: number; loggedAt: number }>();
  /** Which refusals for money are stored as failed messages (the rest are only answered). */
  private readonly refusals: RefusalStorage;
  /** Where ESMEs reach us, for the console's connection details. */
  readonly listening: { port: number | null; tlsPort: number | null } = {
    port: null,
    tlsPort: null,
  };

  constructor(private readonly deps: EsmeServerDeps) {
    const authenticator = new BindAuthenticator(
      deps.accounts,
      deps.checkPassword,
      this.registry,
      deps.clock,
      bindLimitsWith(deps.bindLimits),
      deps.passwordCost ?? DEFAULT_SCRYPT_COST,
    );
    this.authenticator = authenticator;
    const operations = new MessageOperations(deps.messages, deps.transactions, deps.clock);
    this.balances = deps.billing?.balances;
    this.refusals = new RefusalStorage(deps.clock);
    this.ingest = new SubmitIngest({
      store: deps.ingestStore,
      transactions: deps.transactions,
      clock: deps.clock,
      random: deps.random ?? Math.random,
      ...(deps.maxBatch === undefined ? {} : { maxBatch: deps.maxBatch }),
      ...(deps.maxDelayMs === undefined ? {} : { maxDelayMs: deps.maxDelayMs }),
      onStored: (counts, due) => {
        this.publishChanged(counts);
        if (due.reportAt !== null) this.dispatcher.wake(due.reportAt);
        if (due.outcomeAt !== null) deps.wakeups?.outcomesDue(due.outcomeAt);
        if (due.events) deps.wakeups?.eventsStored();
      },
      ...(deps.ingestObserver && { observer: deps.ingestObserver }),
      ...(deps.interest && { interest: deps.interest }),
      ...(deps.routing && { routing: deps.routing }),
      ...(deps.billing && {
        billing: {
          ...deps.billing,
          onRefused: (counts) => this.logRefusals(counts),
          refusals: this.refusals,
        },
      }),
    });
    this.dispatcher = new ReportDispatcher({
      reports: deps.reports,
      transactions: deps.transactions,
      registry: this.registry,
      answered: () => this.ingest.answered(),
      clock: deps.clock,
      log: deps.log,
      ...(deps.reportPollMs === undefined ? {} : { pollMs: deps.reportPollMs }),
      onSettled: (clientId, count) => this.publishMessages(clientId, count),
      interest: deps.interest,
      onEventsStored: () => deps.wakeups?.eventsStored(),
    });
    this.settler = new OutcomeSettler({
      outcomes: deps.reports,
      transactions: deps.transactions,
      clock: deps.clock,
      onSettled: (counts) => this.publishChanged(counts),
    });
    this.moRelay =
      deps.moDeliveries &&
      new MoRelay({
        deliveries: deps.moDeliveries,
        transactions: deps.transactions,
        registry: this.registry,
        clock: deps.clock,
        log: deps.log,
        ...(deps.reportPollMs === undefined ? {} : { pollMs: deps.reportPollMs }),
      });
    this.operations = operations;
    this.server = this.createSmppServer({ maxConnections: MAX_CONNECTIONS });
    this.registry.on('change', (clientId, userId) => {
      this.publishConnections(clientId, userId);
      // A receiver may have bound: its account's waiting reports and MO go out.
      this.dispatcher.wake();
      this.moRelay?.wake();
    });
  }

  /** Submits received and not yet stored and answered. */
  get ingestQueueDepth(): number {
    return this.ingest.queueDepth;
  }

  /**
   * Starts the background work: message ids for ingest (submits are refused until then), due
   * delivery reports. The composition root runs it before the listeners.
   */
  async start(): Promise<void> {
    await this.ingest.start();
    this.dispatcher.start();
    this.moRelay?.start();
  }

  /** Starts a listener (TLS when given key and certificate). */
  async listen(port: number, host: string, tls?: TlsOptions): Promise<AddressInfo> {
    const address = await this.server.listen(port, host, tls ? { tls } : {});
    if (tls) this.listening.tlsPort = address.port;
    else this.listening.port = address.port;
    return address;
  }

  /**
   * Opens a subscriber's dedicated listener (issue 24): a server of its own, so the shared
   * listener's connection cap does not apply; only the owner's accounts bind there, and only
   * connections its allow-list admits get as far as a bind.
   */
  async openDedicated(spec: DedicatedListenerSpec): Promise<DedicatedListener> {
    const server = this.createSmppServer({
      maxConnections: DEDICATED_MAX_CONNECTIONS,
      ownerUserId: spec.userId,
    });
    const listener = new DedicatedListener(server, spec.allowed, (session) =>
      this.authenticator.entryOf(session),
    );
    server.on('connectionRejected', ({ remoteAddress, reason }) => {
      if (reason === ADDRESS_NOT_ALLOWED) spec.onRefused(remoteAddress);
    });
    const allowConnection = (address: string | undefined) => listener.admits(address);
    try {
      await server.listen(spec.port, spec.host, { allowConnection });
      if (spec.tls) {
        const { port, ...tls } = spec.tls;
        await server.listen(port, spec.host, { tls, allowConnection });
      }
    } catch (error) {
      await server.close();
      throw error;
    }
    return listener;
  }

  /** Starts sending the reports that are due now, without waiting for the ESMEs' answers. */
  sendDueReports(): void {
    this.dispatcher.wake();
  }

  /** Starts relaying the MO parts stored for accounts just now. */
  relayMo(): void {
    this.moRelay?.wake();
  }

  /** The account's failed binds and lock, for the console (undefined: none). */
  bindLockOf(clientId: number): FailureState | undefined {
    return this.authenticator.lockOf(clientId);
  }

  /** Ends the account's lock early and forgets its failed binds. */
  unlockBinds(clientId: number): void {
    this.authenticator.unlock(clientId);
  }

  /** Unbinds an account's sessions and waits until its queued submits are stored. */
  async forgetClient(clientId: number): Promise<void> {
    this.authenticator.unlock(clientId);
    await this.registry.unbindClient(clientId);
    await this.ingest.drain();
  }

  /** Stops listening and unbinds every session. */
  async closeListeners(): Promise<void> {
    await this.server.close();
  }

  /** Ends the background work and stores what is still queued (after closeListeners). */
  async stop(): Promise<void> {
    await this.dispatcher.stop();
    await this.moRelay?.stop();
    await this.ingest.stop();
    this.balances?.stop();
  }

  /**
   * An SMPP server with this side's bind authentication, PDU logging and session handling. With
   * an owner, only that user's accounts bind (others get the unknown-system_id answer).
   */
  private createSmppServer(options: { maxConnections: number; ownerUserId?: number }) {
    const { deps, logs, authenticator } = this;
    const server = new SmppServer({
      systemId: 'RouteLab',
      maxConnections: options.maxConnections,
      // Every session's PDUs are logged: they go no faster than the log can store them.
      session: { flowGate: deps.pduLog.flowGate },
      authenticate: async (bind: BindRequest, session: SmppSession) => {
        const log = logs.get(session);
        const sessionId = log?.sessionId ?? '';
        const decision = await authenticator.authenticate(bind, session, sessionId, {
          ownerUserId: options.ownerUserId,
        });
        const { account } = decision;
        if (account) {
          this.owners.set(account.id, account.userId);
          log?.attach(account.userId, account.id);
          // Its submits are checked against the balance without a query each.
          if (decision.status === 0) await this.balances?.track(account.userId);
        } else {
          log?.detach();
        }
        return { status: decision.status };
      },
    });
    server.on('connection', (session) =>
      logs.set(session, new SessionPduLog(session, deps.pduLog, this.traffic, deps.clock)),
    );
    server.on('session', (session) => {
      const entry = authenticator.entryOf(session);
      if (entry) {
        handleSession(entry, {
          registry: this.registry,
          ingest: this.ingest,
          operations: this.operations,
          log: deps.log,
        });
      }
    });
    server.on('error', (error) => deps.log.warn({ err: error }, 'SMPP server error'));
    server.on('tlsHandshakeFailed', (peer) => deps.log.info(peer, 'SMPP TLS handshake failed'));
    return server;
  }

  /**
   * Logs refusals for money, at most once per REFUSAL_LOG_EVERY_MS per account, with how many of
   * them were answered without a stored message.
   */
  private logRefusals(counts: Map<number, number>): void {
    const now = this.deps.clock();
    for (const [clientId, count] of counts) {
      const entry = this.refusalLog.get(clientId) ?? { count: 0, loggedAt: 0 };
      entry.count += count;
      this.refusalLog.set(clientId, entry);
      if (now - entry.loggedAt < REFUSAL_LOG_EVERY_MS) continue;
      const notStored = this.refusals.takeUnlogged(clientId);
      this.deps.log.warn(
        { clientId, userId: this.owners.get(clientId), refused: entry.count, notStored },
        'ESME submits refused: the balance does not cover them (ESME_RSUBMITFAIL)',
      );
      entry.count = 0;
      entry.loggedAt = now;
    }
  }

  private publishConnections(clientId: number, userId: number): void {
    if (!this.deps.bus.hasListeners(userId)) return;
    this.deps.bus.publish({
      kind: 'client.connection',
      userId,
      data: {
        client_id: clientId,
        sessions: this.registry.connections([clientId])[clientId] ?? [],
      },
    });
  }

  private publishChanged(counts: Map<number, number>): void {
    for (const [clientId, count] of counts) this.publishMessages(clientId, count);
  }

  private publishMessages(clientId: number, count: number): void {
    const userId = this.owners.get(clientId);
    if (userId === undefined || !this.deps.bus.hasListeners(userId)) return;
    this.deps.bus.publish({ kind: 'message.esme', userId, data: { client_id: clientId, count } });
  }
}
