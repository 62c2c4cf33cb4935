import type { SmppDecodeError } from '../codec/errors.js';
import type { PduOf, RequestPdu, ResponsePdu } from '../codec/pdu-types.js';
import type { BindType } from './bind-state.js';
import type { SmppTimeoutError } from './errors.js';

/** Why a session ended. */
export type SessionCloseReason =
  /** We called close(). */
  | 'local'
  /** We unbound gracefully. */
  | 'unbind'
  /** The peer sent unbind; we answered and closed. */
  | 'peer-unbind'
  /** The peer closed the connection (or it broke). */
  | 'peer-closed'
  /** An enquire_link went unanswered. */
  | 'dead-peer'
  /** Nothing arrived for the inactivity timeout. */
  | 'inactivity'
  /** A command_length outside 16..maxPduLength: the stream cannot be framed any more. */
  | 'framing-error';

export interface SessionCloseInfo {
  reason: SessionCloseReason;
  /** The socket or framing error behind the close, when there was one. */
  error?: Error;
}

export type BindRequestPdu = PduOf<'bind_transmitter' | 'bind_receiver' | 'bind_transceiver'>;

/** Everything an SmppSession emits. */
export interface SmppSessionEvents {
  /** A request from the peer for the application to answer with `respond()`. */
  pdu: [pdu: RequestPdu];
  /** A bind request (SMSC side): answer it with `respond()`; status 0 binds the session. */
  bind: [pdu: BindRequestPdu];
  /** The session is bound (our bind was accepted, or we accepted the peer's). */
  bound: [bindType: BindType];
  /** An unbind was sent or received; no new requests may be sent. */
  unbound: [];
  /** The session ended; emitted exactly once. */
  close: [info: SessionCloseInfo];
  /** Socket, framing or handler errors. Emitted only when someone listens. */
  error: [error: Error];
  /** One of our requests got no response in time (its promise was rejected with the same error). */
  timeout: [error: SmppTimeoutError];
  /** A frame did not decode; it was answered with generic_nack or its _resp and the session goes on. */
  malformed: [error: SmppDecodeError];
  /** A peer request refused by the session itself (bind state, inbound limits, nobody listening). */
  refused: [pdu: RequestPdu, commandStatus: number];
  /** A response whose sequence_number matches nothing outstanding (late, or never asked). */
  orphanResponse: [pdu: ResponsePdu];
}
