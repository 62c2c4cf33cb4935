import type { RequestPdu } from '../codec/pdu-types.js';
import type { ReceiptStat } from '../dlr/receipt-stat.js';
import { CommandStatus } from '../protocol/command-status.js';
import { SmppServer } from '../server/server.js';
import { SafeEmitter } from '../session/safe-emitter.js';
import type { ResponseOf, SmppSession } from '../session/session.js';
import { EventWaits } from './event-waits.js';
import { MessageAssembly, textOf } from './message-assembly.js';
import { SimulatorConnections } from './simulator-connections.js';
import {
  deliverLongMo,
  deliverMo,
  formatMessageId,
  type LongMobileOriginated,
  type MobileOriginated,
} from './simulator-pdus.js';
import { SubmitAnswers, Timers } from './submit-answers.js';
import type {
  BindAttempt,
  ReceivedMessage,
  ReceivedSubmit,
  SimulatedConnection,
  SmscSimulatorEvents,
  SmscSimulatorOptions,
} from './simulator-options.js';

const DEFAULT_WAIT_MS = 30_000;

/**
 * A test SMSC on our SmppServer, for every test and benchmark that needs one: checks binds
 * (or holds them), answers submit_sm with increasing message ids (or refuses, delays, never
 * answers, as `reply` decides), sends delivery receipts and MO messages, and records what it
 * received. Waiting is on events: waitFor() checks again whenever something arrives. It can be
 * killed (every socket cut at once) and listen again on the same port.
 */
export class SmscSimulator extends SafeEmitter<SmscSimulatorEvents> {
  readonly submits: ReceivedSubmit[] = [];
  /** Whole messages, concatenated parts put together. */
  readonly messages: ReceivedMessage[] = [];
  /** command_status of each deliver_sm_resp to a receipt, in the order they came. */
  readonly receiptAnswers: number[] = [];
  /** What arrived, counted even when `record` is false. */
  readonly counts = { submits: 0, receipts: 0 };
  port = 0;
  /** The next message id's counter; set it back to act as an SMSC that restarted its counter. */
  nextId: number;
  private smpp: SmppServer | undefined;
  private readonly tracked: SimulatorConnections;
  private readonly assembly = new MessageAssembly();
  private readonly timers = new Timers();
  private readonly answers: SubmitAnswers;
  private readonly waits = new EventWaits();
  private killAt: { submits: number; killed: () => void } | undefined;

  constructor(readonly options: SmscSimulatorOptions = {}) {
    super();
    this.nextId = options.firstId ?? 1000;
    this.port = options.port ?? 0;
    this.tracked = new SimulatorConnections(options, (event, ...args) =>
      this.changed(event, ...args),
    );
    this.answers = new SubmitAnswers(options, this.timers, (submit, status) => {
      this.counts.receipts += 1;
      if (options.record !== false) this.receiptAnswers.push(status);
      this.changed('receipt', submit, status);
    });
  }

  /** A simulator listening on options.host/port (127.0.0.1, a free port by default). */
  static async start(options: SmscSimulatorOptions = {}): Promise<SmscSimulator> {
    const simulator = new SmscSimulator(options);
    await simulator.listen();
    return simulator;
  }

  /** The SmppServer underneath (its events, its sessions); only while listening. */
  get server(): SmppServer {
    if (!this.smpp) throw new Error('the SMSC simulator is not listening');
    return this.smpp;
  }

  /** Every connection accepted, in order (kept across restarts). */
  get connections(): readonly SimulatedConnection[] {
    return this.tracked.all;
  }

  /** Every bind answered. */
  get binds(): readonly BindAttempt[] {
    return this.tracked.binds;
  }

  /** Bound sessions still open, in bind order. */
  get sessions(): SmppSession[] {
    return this.tracked.bound;
  }

  get openConnections(): number {
    return this.connections.filter((connection) => connection.open).length;
  }

  /** Listens (again, after kill or stop: on the same port unless given another). */
  async listen(port = this.port): Promise<void> {
    const { options } = this;
    const server = new SmppServer({
      systemId: options.systemId ?? 'simulator',
      maxConnections: options.maxConnections,
      bindTimeoutMs: options.bindTimeoutMs,
      closeTimeoutMs: options.closeTimeoutMs,
      authenticate: (bind, session) => this.tracked.authenticate(bind, session),
      session: { enquireLinkIntervalMs: 0, ...options.session },
    });
    server.on('connection', (session) => this.tracked.accept(session));
    server.on('session', (session) => session.on('pdu', (pdu) => this.onRequest(session, pdu)));
    const address = await server.listen(port, options.host ?? '127.0.0.1', {
      ...(options.tls && { tls: options.tls }),
    });
    this.port = address.port;
    this.smpp = server;
  }

  /**
   * Resolves with what `check` returns once it returns something other than undefined (or
   * false), checked now and after every event; rejects naming `what` after `timeoutMs`.
   */
  waitFor<T>(
    what: string,
    check: () => T | undefined | false,
    timeoutMs = DEFAULT_WAIT_MS,
  ): Promise<T> {
    return this.waits.until(`${what} at the SMSC simulator`, check, timeoutMs);
  }

  /** Waits for a complete message to `destination`. */
  waitForMessage(destination: string, timeoutMs?: number): Promise<ReceivedMessage> {
    return this.waitFor(
      `a message to ${destination}`,
      () => this.messages.find((message) => message.destination_addr === destination),
      timeoutMs,
    );
  }

  /** How many submits reached this SMSC for each destination. */
  countsByDestination(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { pdu } of this.submits) {
      counts.set(pdu.destination_addr, (counts.get(pdu.destination_addr) ?? 0) + 1);
    }
    return counts;
  }

  /** Answers every held bind, on the connections still open. */
  releaseHeldBinds(): void {
    this.tracked.releaseHeldBinds();
  }

  /** PDUs that arrived on a connection after its held bind was answered. */
  receivedAfterRelease(connection: SimulatedConnection) {
    const after = connection.releasedAfter;
    return after === undefined ? [] : connection.received.slice(after);
  }

  /** Sends an MO deliver_sm on every bound session that receives; resolves with the answers. */
  sendMo(mo: MobileOriginated): Promise<number[]> {
    return Promise.all(this.tracked.receiving.map((session) => deliverMo(session, mo)));
  }

  /** Sends a long MO as concatenated deliver_sm, part after part, on the first bound session. */
  sendLongMo(mo: LongMobileOriginated): Promise<number[]> {
    return deliverLongMo(this.firstReceiving(), mo);
  }

  /**
   * Sends the receipt of a submit or of a whole message now (whether it asked for one or not)
   * on the session it came on, or another bound one; resolves with the answer.
   */
  async sendReceipt(
    of: ReceivedSubmit | ReceivedMessage,
    stat: ReceiptStat = 'DELIVRD',
  ): Promise<ResponseOf<'deliver_sm'>> {
    const first = 'submits' in of ? of.submits[0] : of;
    if (!first) throw new Error('a message without parts has no receipt');
    const session = first.session.closed ? this.firstReceiving() : first.session;
    const parts = 'submits' in of ? of.submits.length : 1;
    const text = 'submits' in of ? of.text : first.text;
    return this.answers.sendReceipt(session, first, stat, parts, text);
  }

  /**
   * Kills the SMSC (as kill() does) the moment it has received `submits` submit_sm, before it
   * answers that one: however fast the client sends, traffic is cut mid-stream.
   */
  killAfter(submits: number): Promise<void> {
    return new Promise((killed) => (this.killAt = { submits, killed }));
  }

  /** Cuts every connection at once and stops listening, like a crashed process. */
  async kill(): Promise<void> {
    const server = this.quiet();
    if (!server) return;
    for (const session of server.sessions) session.close('local');
    await server.close();
  }

  /** Unbinds every session and stops listening. */
  async stop(): Promise<void> {
    await this.quiet()?.close();
  }

  private quiet(): SmppServer | undefined {
    const server = this.smpp;
    this.smpp = undefined;
    this.timers.clear();
    this.releaseHeldBinds();
    return server;
  }

  private onRequest(session: SmppSession, pdu: RequestPdu): void {
    if (pdu.command !== 'submit_sm') {
      const status = this.options.otherRequestStatus ?? CommandStatus.ESME_RINVCMDID;
      session.respond(pdu, { commandStatus: status });
      return;
    }
    const serial = this.nextId++;
    const { idFormat = 'decimal', idPrefix } = this.options;
    const submit: ReceivedSubmit = {
      at: performance.now(),
      receivedAt: new Date(),
      serial,
      messageId: formatMessageId(serial, idFormat, idPrefix),
      status: undefined,
      pdu,
      text: textOf(pdu.short_message, pdu.data_coding),
      session,
    };
    this.counts.submits += 1;
    if (this.options.record !== false) {
      this.submits.push(submit);
      const message = this.assembly.add(submit);
      if (message) {
        this.messages.push(message);
        this.changed('message', message);
      }
    }
    this.changed('submit', submit);
    if (this.killAt && this.counts.submits >= this.killAt.submits) {
      const { killed } = this.killAt;
      this.killAt = undefined;
      void this.kill().then(killed);
      return;
    }
    void this.answers.answer(submit);
  }

  private firstReceiving(): SmppSession {
    const session = this.tracked.receiving[0];
    if (!session) throw new Error('no session is bound to the SMSC simulator');
    return session;
  }

  /** Emits the event, then lets every waitFor() check again. */
  private changed<K extends keyof SmscSimulatorEvents & string>(
    event: K,
    ...args: SmscSimulatorEvents[K]
  ): void {
    this.notify(event, ...args);
    this.waits.changed();
  }
}
