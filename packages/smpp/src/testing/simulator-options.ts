import type { TlsOptions } from 'node:tls';
import type { Pdu, PduOf } from '../codec/pdu-types.js';
import type { ReceiptStat } from '../dlr/receipt-stat.js';
import type { Authenticate, BindRequest, SmppServerOptions } from '../server/server-options.js';
import type { SmppSession } from '../session/session.js';

/** The one system_id and password a simulator accepts. */
export interface Credentials {
  systemId: string;
  password: string;
}

/** How message ids are written in submit_sm_resp; receipts may also pad them ('padded'). */
export type IdFormat = 'decimal' | 'hex';
export type ReceiptIdFormat = IdFormat | 'padded';

/** How one submit_sm is answered; what a field leaves out is the simulator's default. */
export interface SubmitReply {
  /** Never answer it (an SMSC that hangs); no receipt either. */
  silent?: boolean;
  /** The command_status to answer with; non-zero refuses it (no message id, no receipt). */
  status?: number;
  /** Answer this late. The receipt's delay still counts from the submit's arrival. */
  delayMs?: number;
  /** The receipt's stat when the submit asks for one (default DELIVRD); false sends none. */
  receipt?: ReceiptStat | false;
}

/**
 * What a simulator does; every field is optional. The object stays the simulator's (`options`):
 * a test may change a field between steps, and the next submit or bind follows it.
 */
export interface SmscSimulatorOptions extends Pick<
  SmppServerOptions,
  'maxConnections' | 'bindTimeoutMs' | 'closeTimeoutMs'
> {
  /** Binds with other credentials are refused (unknown system_id, wrong password); none: any. */
  credentials?: Credentials;
  /** Decides binds instead of `credentials` (e.g. with session limits). */
  authenticate?: Authenticate;
  /** system_id in our bind responses. Default 'simulator'. */
  systemId?: string;
  /** Listens here; default 127.0.0.1 and a free port. */
  host?: string;
  port?: number;
  /** Serves SMPP over TLS with these options (key, cert). */
  tls?: TlsOptions;
  /** Options of every session; the simulator sends no enquire_link unless these ask. */
  session?: SmppServerOptions['session'];
  /** The binds of this many first connections wait for releaseHeldBinds() (an overloaded SMSC). */
  holdBinds?: number;
  /** The first message id (default 1000), its format (decimal) and a prefix written before it. */
  firstId?: number;
  idFormat?: IdFormat;
  idPrefix?: string;
  /** How receipts write the id (to test normalisation); defaults to idFormat. */
  receiptIdFormat?: ReceiptIdFormat;
  /** Decides each submit's answer (may wait); default: accepted at once. */
  reply?: (submit: ReceivedSubmit) => SubmitReply | Promise<SubmitReply>;
  /** Receipts go this long after the submit arrived. Default 20 ms. */
  receiptDelayMs?: number;
  /** Put receipted_message_id and message_state TLVs in receipts. Default true. */
  receiptTlvs?: boolean;
  /** command_status for requests other than submit_sm (query_sm, data_sm…). ESME_RINVCMDID. */
  otherRequestStatus?: number;
  /** Keep what arrived (submits, messages, binds); false keeps counts only (benchmarks). */
  record?: boolean;
  /** Also keep every PDU each connection received, decoded (connections[].received). */
  recordPdus?: boolean;
}

/** A bind as the simulator answered it. */
export interface BindAttempt extends BindRequest {
  status: number;
  accepted: boolean;
}

/** One TCP connection the simulator accepted, bound or not. */
export interface SimulatedConnection {
  /** 1 for the first connection. */
  index: number;
  session: SmppSession;
  open: boolean;
  /** Every PDU that arrived, in order (with recordPdus). */
  received: Pdu[];
  /** Its bind, once answered. */
  bind?: BindAttempt;
  /** How many PDUs had arrived when its held bind was answered. */
  releasedAfter?: number;
}

/** One submit_sm the simulator received. */
export interface ReceivedSubmit {
  /** performance.now() when it arrived. */
  at: number;
  receivedAt: Date;
  /** The counter behind messageId. */
  serial: number;
  messageId: string;
  /** The command_status it was answered with; undefined while (or if never) answered. */
  status: number | undefined;
  pdu: PduOf<'submit_sm'>;
  /** Its short_message decoded by its data_coding (a UDH included). */
  text: string;
  session: SmppSession;
}

/** A whole message: the parts of a concatenated one put together. */
export interface ReceivedMessage {
  source_addr: string;
  destination_addr: string;
  data_coding: number;
  /** registered_delivery of the first part (Kannel asks for a receipt on the first part only). */
  registered_delivery: number;
  text: string;
  parts: PduOf<'submit_sm'>[];
  /** The message_id each part was answered with, in part order. */
  messageIds: string[];
  submits: ReceivedSubmit[];
  receivedAt: Date;
  session: SmppSession;
}

/** What the simulator emits; waitFor() checks again on each. */
export interface SmscSimulatorEvents {
  connection: [connection: SimulatedConnection];
  /** A PDU arrived on a connection (with recordPdus). */
  received: [connection: SimulatedConnection, pdu: Pdu];
  bind: [attempt: BindAttempt];
  submit: [submit: ReceivedSubmit];
  message: [message: ReceivedMessage];
  /** A receipt was answered (deliver_sm_resp) with `status`. */
  receipt: [submit: ReceivedSubmit, status: number];
  close: [connection: SimulatedConnection];
  error: [error: Error];
}
