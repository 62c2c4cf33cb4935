import type { SmppSession } from '../session/session.js';
import type { BindRequest } from './server-options.js';

export interface SmppServerEvents {
  /** A new connection, before any bind: set session.onPdu here to log every PDU. */
  connection: [session: SmppSession];
  /** A bind was accepted; handle the session's 'pdu' events (submit_sm, ...) from here on. */
  session: [session: SmppSession, bind: BindRequest];
  /** A bind was refused with `status`. */
  bindRefused: [bind: BindRequest, status: number];
  /** A connection over maxConnections (or during close) was closed at once. */
  connectionRejected: [info: { remoteAddress: string | undefined; reason: string }];
  /**
   * A TLS listener's peer did not complete the handshake (plain SMPP to the TLS port, a client
   * that does not trust the certificate): the peer's problem, not the server's.
   */
  tlsHandshakeFailed: [info: { remoteAddress: string | undefined; reason: string }];
  /** Errors of one session; the others are not affected. */
  sessionError: [session: SmppSession, error: Error];
  /** Listener and authentication-callback errors. */
  error: [error: Error];
  /** close() finished: listeners shut, every session closed. */
  close: [];
}
