import {
  CommandStatus,
  Reassembler,
  SmppServer,
  TlvTag,
  buildReceiptText,
  concatBytes,
  concatenationOf,
  decodeText,
  getTlv,
  makeTlv,
  messageStateOf,
  tlvInt,
  type BindRequest,
  type PduOf,
  type ReceiptStat,
  type SmppSession,
} from '@routelab/smpp';
import { waitFor } from './wait.js';

type SubmitSm = PduOf<'submit_sm'>;

/** A whole message as the test SMSC received it: concatenated parts already put together. */
export interface ReceivedMessage {
  source_addr: string;
  destination_addr: string;
  data_coding: number;
  /** registered_delivery of the first part (Kannel asks for a receipt on the first part only). */
  registered_delivery: number;
  text: string;
  parts: SubmitSm[];
  /** The message_id we answered each part with, in part order. */
  messageIds: string[];
  receivedAt: Date;
  session: SmppSession;
}

interface PartData {
  pdu: SubmitSm;
  body: Uint8Array;
  messageId: string;
}

export interface TestSmscOptions {
  systemId: string;
  password: string;
}

/**
 * A small SMSC for the interoperability tests, built on our SmppServer: accepts one set of
 * credentials, answers submit_sm with decimal message ids, reassembles UDH and SAR parts with our
 * Reassembler and sends delivery receipts built with buildReceiptText plus the
 * receipted_message_id and message_state TLVs.
 */
export class TestSmsc {
  readonly submits: SubmitSm[] = [];
  readonly messages: ReceivedMessage[] = [];
  readonly sessions: SmppSession[] = [];
  /** Every accepted bind, as the authentication callback saw it. */
  readonly binds: BindRequest[] = [];
  private readonly reassembler = new Reassembler<PartData>({ timeoutMs: 60_000, maxPending: 100 });
  private nextMessageId = 5_000;

  private constructor(
    private readonly server: SmppServer,
    readonly port: number,
  ) {}

  static async start(options: TestSmscOptions): Promise<TestSmsc> {
    const server = new SmppServer({
      systemId: 'test-smsc',
      authenticate: (bind) => {
        if (bind.system_id !== options.systemId) return { status: CommandStatus.ESME_RINVSYSID };
        if (bind.password !== options.password) return { status: CommandStatus.ESME_RINVPASWD };
        return { status: CommandStatus.ESME_ROK };
      },
    });
    const { port } = await server.listen(0, '127.0.0.1');
    const smsc = new TestSmsc(server, port);
    server.on('session', (session, bind) => {
      smsc.binds.push(bind);
      smsc.serve(session);
    });
    return smsc;
  }

  private serve(session: SmppSession): void {
    this.sessions.push(session);
    session.on('pdu', (pdu) => {
      if (pdu.command !== 'submit_sm') {
        session.respond(pdu);
        return;
      }
      const messageId = String(this.nextMessageId++);
      this.submits.push(pdu);
      session.respond(pdu, { message_id: messageId });
      this.collect(session, pdu, messageId);
    });
  }

  private collect(session: SmppSession, pdu: SubmitSm, messageId: string): void {
    const payload =
      pdu.short_message.length === 0 ? getTlv(pdu.tlvs, TlvTag.message_payload)?.value : undefined;
    const userData = payload ?? pdu.short_message;
    const part = concatenationOf(userData, pdu.esm_class, {
      ref: tlvInt(pdu.tlvs, TlvTag.sar_msg_ref_num),
      total: tlvInt(pdu.tlvs, TlvTag.sar_total_segments),
      seq: tlvInt(pdu.tlvs, TlvTag.sar_segment_seqnum),
    });
    if (!part) {
      this.complete(session, [{ pdu, body: userData, messageId }]);
      return;
    }
    const result = this.reassembler.accept({
      source: pdu.source_addr,
      destination: pdu.destination_addr,
      ref: part.ref,
      total: part.total,
      seq: part.seq,
      data: { pdu, body: part.body, messageId },
    });
    if (result.status === 'complete') this.complete(session, result.parts);
  }

  private complete(session: SmppSession, parts: PartData[]): void {
    const first = parts[0];
    if (!first) return;
    const octets = concatBytes(parts.map((part) => part.body));
    this.messages.push({
      source_addr: first.pdu.source_addr,
      destination_addr: first.pdu.destination_addr,
      data_coding: first.pdu.data_coding,
      registered_delivery: first.pdu.registered_delivery,
      text: decodeText(octets, first.pdu.data_coding).text,
      parts: parts.map((part) => part.pdu),
      messageIds: parts.map((part) => part.messageId),
      receivedAt: new Date(),
      session,
    });
  }

  /** Waits for a complete message to `destination`. */
  waitForMessage(destination: string, timeoutMs = 20_000): Promise<ReceivedMessage> {
    return waitFor(
      `a message to ${destination} at the test SMSC`,
      () => this.messages.find((message) => message.destination_addr === destination),
      { timeoutMs },
    );
  }

  /**
   * Sends a delivery receipt for the message's first part on the session it came from, and
   * resolves with the ESME's deliver_sm_resp.
   */
  async sendReceipt(
    message: ReceivedMessage,
    stat: ReceiptStat,
  ): Promise<PduOf<'deliver_sm_resp'>> {
    const id = message.messageIds[0] ?? '';
    const text = buildReceiptText({
      id,
      sub: message.parts.length,
      submitDate: message.receivedAt,
      doneDate: new Date(),
      stat,
      text: message.text,
    });
    const response = await message.session.request({
      command: 'deliver_sm',
      source_addr_ton: message.parts[0]?.dest_addr_ton ?? 1,
      source_addr_npi: message.parts[0]?.dest_addr_npi ?? 1,
      source_addr: message.destination_addr,
      dest_addr_ton: message.parts[0]?.source_addr_ton ?? 1,
      dest_addr_npi: message.parts[0]?.source_addr_npi ?? 1,
      destination_addr: message.source_addr,
      esm_class: 0x04,
      short_message: Buffer.from(text, 'latin1'),
      tlvs: [
        makeTlv(TlvTag.receipted_message_id, id),
        makeTlv(TlvTag.message_state, messageStateOf(stat)),
      ],
    });
    if (response.command !== 'deliver_sm_resp') {
      throw new Error(
        `deliver_sm answered with ${response.command} 0x${response.commandStatus.toString(16)}`,
      );
    }
    return response;
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
