import {
  buildReceiptText,
  CommandStatus,
  decodeText,
  SmppServer,
  TlvTag,
  makeTlv,
  type PduOf,
  type RequestPdu,
  type SmppSession,
} from '@routelab/smpp';

/** One submit_sm the simulator accepted (or refused), as the SMSC saw it. */
export interface ReceivedSubmit {
  at: number;
  /** The counter value behind messageId. */
  serial: number;
  messageId: string;
  status: number;
  pdu: PduOf<'submit_sm'>;
  text: string;
}

export interface SmscSimulatorOptions {
  systemId: string;
  password: string;
  /** Message ids as written in submit_sm_resp: decimal (default) or upper-case hex. */
  idFormat?: 'decimal' | 'hex';
  /** Written before every message id, e.g. MSG_ (ids GSM 03.38 would misread). */
  idPrefix?: string;
  /** The first message id given (default 1000). */
  firstId?: number;
  /** Receipts name the id as this format (to test normalisation); defaults to idFormat. */
  receiptIdFormat?: 'decimal' | 'hex' | 'padded';
  /** Send delivery receipts for submits asking for one, after this delay. Default 20 ms. */
  receiptDelayMs?: number;
  /** Put receipted_message_id and message_state TLVs in receipts. Default true. */
  receiptTlvs?: boolean;
  /** Answer submit_sm at all (false: swallow them, as an SMSC that hangs). Default true. */
  answer?: boolean;
  /** Answer submit_sm this late (the receipt timer starts when the submit arrives). Default 0. */
  submitResponseDelayMs?: number;
  /** The command_status to answer each submit_sm with (0, accepted, when absent). */
  submitStatus?: (submit: PduOf<'submit_sm'>) => number;
}

/**
 * A test SMSC on packages/smpp's SmppServer: checks the bind, answers submit_sm with
 * increasing ids, records what it got, sends receipts; can be killed (every socket cut at once)
 * and restarted on the same port.
 */
export class SmscSimulator {
  readonly submits: ReceivedSubmit[] = [];
  readonly binds: { systemId: string; accepted: boolean }[] = [];
  /** command_status of each deliver_sm_resp to a receipt, in the order they came. */
  readonly receiptAnswers: number[] = [];
  /** TCP connections accepted, bound or not. */
  connections = 0;
  port = 0;
  /** The next message id's counter; set it back to act as an SMSC that restarted its counter. */
  nextId: number;
  private server: SmppServer | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private killAt: { submits: number; killed: (value: void) => void } | undefined;

  constructor(readonly options: SmscSimulatorOptions) {
    this.nextId = options.firstId ?? 1000;
  }

  /**
   * Kills the SMSC (as kill() does) the moment it has received `submits` submit_sm, before it
   * answers that one: however fast the client sends, traffic is cut mid-stream.
   */
  killAfter(submits: number): Promise<void> {
    return new Promise((killed) => (this.killAt = { submits, killed }));
  }

  static async start(options: SmscSimulatorOptions, port = 0): Promise<SmscSimulator> {
    const simulator = new SmscSimulator(options);
    await simulator.listen(port);
    return simulator;
  }

  get sessions(): number {
    return this.server?.sessions.size ?? 0;
  }

  /** How many submits reached this SMSC for each destination. */
  countsByDestination(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const submit of this.submits) {
      const key = submit.pdu.destination_addr;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  async listen(port = this.port): Promise<void> {
    const server = new SmppServer({
      systemId: 'simulator',
      bindTimeoutMs: 5000,
      authenticate: (bind) => {
        const accepted =
          bind.system_id === this.options.systemId && bind.password === this.options.password;
        this.binds.push({ systemId: bind.system_id, accepted });
        return { status: accepted ? 0 : CommandStatus.ESME_RINVPASWD };
      },
      session: { enquireLinkIntervalMs: 0 },
    });
    server.on('connection', () => (this.connections += 1));
    server.on('session', (session) => {
      session.on('pdu', (pdu) => this.onPdu(session, pdu));
    });
    server.on('error', () => undefined);
    server.on('sessionError', () => undefined);
    const address = await server.listen(port, '127.0.0.1');
    this.port = address.port;
    this.server = server;
  }

  /** Sends a mobile-originated deliver_sm on every bound session; resolves with the answers. */
  async sendMo(mo: { source: string; destination: string; text: string }): Promise<number[]> {
    const sessions = [...(this.server?.sessions ?? [])].filter((s) => s.state !== 'OPEN');
    return Promise.all(
      sessions.map((session) => deliverMo(session, mo, Buffer.from(mo.text, 'latin1'))),
    );
  }

  /** Sends one MO deliver_sm of raw octets (a UDH or binary data) on the first bound session. */
  async sendMoOctets(mo: {
    source: string;
    destination: string;
    shortMessage: Buffer;
    esmClass: number;
    dataCoding: number;
  }): Promise<number> {
    const session = [...(this.server?.sessions ?? [])].find((s) => s.state !== 'OPEN');
    if (!session) throw new Error('no bound session');
    return deliverMo(session, mo, mo.shortMessage, mo.esmClass, mo.dataCoding);
  }

  /**
   * Sends a long MO as concatenated deliver_sm (8-bit reference UDH), one part after another in
   * the order given, on the first bound session; resolves with the answers.
   */
  async sendLongMo(mo: {
    source: string;
    destination: string;
    ref: number;
    parts: { seq: number; text: string }[];
  }): Promise<number[]> {
    const session = [...(this.server?.sessions ?? [])].find((s) => s.state !== 'OPEN');
    if (!session) throw new Error('no bound session');
    const statuses: number[] = [];
    for (const { seq, text } of mo.parts) {
      const udh = Buffer.from([0x05, 0x00, 0x03, mo.ref, mo.parts.length, seq]);
      statuses.push(
        await deliverMo(session, mo, Buffer.concat([udh, Buffer.from(text, 'latin1')]), 0x40),
      );
    }
    return statuses;
  }

  /** Cuts every connection at once and stops listening, like a crashed process. */
  async kill(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (!server) return;
    for (const session of server.sessions) session.close('local');
    await server.close();
  }

  /** Unbinds every session and stops listening. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.server?.close();
    this.server = undefined;
  }

  private onPdu(session: SmppSession, pdu: RequestPdu): void {
    if (pdu.command === 'deliver_sm') return;
    if (pdu.command !== 'submit_sm') {
      session.respond(pdu, { commandStatus: CommandStatus.ESME_RINVCMDID });
      return;
    }
    const id = this.nextId++;
    const messageId =
      (this.options.idPrefix ?? '') +
      (this.options.idFormat === 'hex' ? id.toString(16).toUpperCase() : String(id));
    const text = decodeText(pdu.short_message, pdu.data_coding).text;
    this.submits.push({ at: performance.now(), serial: id, messageId, status: 0, pdu, text });
    if (this.killAt && this.submits.length >= this.killAt.submits) {
      const { killed } = this.killAt;
      this.killAt = undefined;
      void this.kill().then(killed);
      return;
    }
    if (this.options.answer === false) return;
    const refusal = this.options.submitStatus?.(pdu) ?? 0;
    if (refusal !== 0) {
      session.respond(pdu, { commandStatus: refusal });
      return;
    }
    const respond = () => {
      if (!session.closed) session.respond(pdu, { message_id: messageId });
    };
    const responseDelayMs = this.options.submitResponseDelayMs ?? 0;
    if (responseDelayMs > 0) this.after(responseDelayMs, respond);
    else respond();
    if ((pdu.registered_delivery & 0x03) === 0) return;
    this.after(this.options.receiptDelayMs ?? 20, () => this.sendReceipt(session, pdu, id));
  }

  /** Sends the receipt of a submit now (whether it asked for one or not), on a bound session. */
  sendReceiptOf(submit: ReceivedSubmit): void {
    const session = [...(this.server?.sessions ?? [])].find((s) => s.state !== 'OPEN');
    if (!session) throw new Error('no bound session');
    this.sendReceipt(session, submit.pdu, submit.serial);
  }

  private after(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  private sendReceipt(session: SmppSession, submit: PduOf<'submit_sm'>, id: number): void {
    if (session.closed) return;
    const format = this.options.receiptIdFormat ?? this.options.idFormat ?? 'decimal';
    const receiptId =
      (this.options.idPrefix ?? '') +
      (format === 'hex'
        ? id.toString(16).toUpperCase()
        : format === 'padded'
          ? String(id).padStart(10, '0')
          : String(id));
    const text = buildReceiptText({
      id: receiptId,
      submitDate: new Date(),
      doneDate: new Date(),
      stat: submit.destination_addr.endsWith('666') ? 'UNDELIV' : 'DELIVRD',
    });
    const tlvs =
      this.options.receiptTlvs === false
        ? []
        : [
            makeTlv(TlvTag.receipted_message_id, receiptId),
            makeTlv(TlvTag.message_state, submit.destination_addr.endsWith('666') ? 5 : 2),
          ];
    session
      .request({
        command: 'deliver_sm',
        source_addr: submit.destination_addr,
        destination_addr: submit.source_addr,
        esm_class: 0x04,
        short_message: Buffer.from(text, 'latin1'),
        tlvs,
      })
      .then((response) => this.receiptAnswers.push(response.commandStatus))
      .catch(() => undefined);
  }
}

/** One mobile-originated deliver_sm (esm_class 0x40: the message starts with a UDH); its status. */
async function deliverMo(
  session: SmppSession,
  mo: { source: string; destination: string },
  shortMessage: Buffer,
  esmClass = 0,
  dataCoding = 0,
): Promise<number> {
  const response = await session.request({
    command: 'deliver_sm',
    source_addr: mo.source,
    source_addr_ton: 1,
    source_addr_npi: 1,
    destination_addr: mo.destination,
    esm_class: esmClass,
    data_coding: dataCoding,
    short_message: shortMessage,
  });
  return response.commandStatus;
}
