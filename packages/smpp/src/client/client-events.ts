import type { RequestPdu } from '../codec/pdu-types.js';
import type { BindType } from '../session/bind-state.js';
import type { SessionCloseReason } from '../session/session-events.js';
import type { BindResponse, SmppSession } from '../session/session.js';

export type ClientState = 'idle' | 'connecting' | 'bound' | 'disconnected' | 'closed';

export type DisconnectReason = SessionCloseReason | 'connect-failed' | 'bind-failed';

export interface SmppClientEvents {
  /** A connection attempt starts (attempt 1 is the first after connect() or a loss). */
  connecting: [info: { attempt: number }];
  /**
   * The attempt's connection is open; its bind goes out next. Set `session.onPdu` here to see each
   * connection's PDUs apart from other attempts'.
   */
  connected: [info: { session: SmppSession; attempt: number }];
  bound: [info: { session: SmppSession; bindType: BindType; response: BindResponse }];
  /** An attempt failed or a bound session ended. */
  disconnected: [info: { reason: DisconnectReason; error?: Error }];
  /** The next attempt starts after `delayMs`. */
  reconnecting: [info: { delayMs: number; attempt: number }];
  /** A request from the SMSC (deliver_sm, data_sm, ...): answer with session.respond(pdu). */
  pdu: [pdu: RequestPdu, session: SmppSession];
  /** The client was closed or unbound for good; no more reconnects. */
  close: [];
  error: [error: Error];
}
