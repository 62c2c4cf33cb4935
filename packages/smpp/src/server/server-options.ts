import type { BindType } from '../session/bind-state.js';
import type { BindRequestPdu } from '../session/session-events.js';
import type { SmppSessionOptions } from '../session/session-options.js';
import type { SmppSession } from '../session/session.js';

/** What the authentication callback is told about a bind. */
export interface BindRequest {
  system_id: string;
  password: string;
  system_type: string;
  interface_version: number;
  addr_ton: number;
  addr_npi: number;
  address_range: string;
  bindType: BindType;
  remoteAddress: string | undefined;
  remotePort: number | undefined;
}

/** Per-session limits on what a bound ESME may ask of us. */
export interface SessionLimits {
  /** Most unanswered requests from the ESME; beyond it requests are refused. */
  inboundWindow?: number;
  /** Most requests per second from the ESME; beyond it requests are refused. */
  inboundThroughput?: number;
}

/** The verdict on a bind: status 0 accepts, any other command_status refuses with it. */
export interface BindDecision {
  status: number;
  /** Limits for this session (e.g. the account's throughput), over the server defaults. */
  limits?: SessionLimits;
}

export type Authenticate = (
  bind: BindRequest,
  session: SmppSession,
) => Promise<BindDecision> | BindDecision;

export interface SmppServerOptions {
  /** Decides each bind; a throw or rejection refuses it with ESME_RBINDFAIL. */
  authenticate: Authenticate;
  /** system_id in our bind responses. Default 'RouteLab'. */
  systemId?: string;
  /** Most connections at once, bound or not; more are closed at once. Default 1000. */
  maxConnections?: number;
  /** Connections not bound within this long are closed. Default 30 s. */
  bindTimeoutMs?: number;
  /** How long close() lets each session unbind before cutting it. Default 2 s. */
  closeTimeoutMs?: number;
  /**
   * Options for every session: window, timeouts, enquire_link, inbound limits
   * (inboundWindow default 1000, answered with throttleStatus, default ESME_RTHROTTLED), hook.
   */
  session?: Omit<SmppSessionOptions, 'role'>;
}

export type { BindRequestPdu };
