import type { ConnectionOptions } from 'node:tls';
import type { ReconnectBackoffOptions } from '../session/backoff.js';
import type { BindType } from '../session/bind-state.js';
import type { SmppSessionOptions } from '../session/session-options.js';

/** Whether a connection to this IP address may be opened (family 4 or 6). */
export type AllowAddress = (address: string, family: number) => boolean;

export interface SmppClientOptions extends Omit<SmppSessionOptions, 'role'> {
  host?: string;
  port: number;
  /** true for TLS with default options, or tls.connect options (ca, servername, ...). */
  tls?: boolean | ConnectionOptions;
  /** Default 'transceiver'. */
  bindType?: BindType;
  system_id: string;
  password?: string;
  system_type?: string;
  /** Default 0x34 (SMPP 3.4). */
  interface_version?: number;
  addr_ton?: number;
  addr_npi?: number;
  address_range?: string;
  /**
   * Checked on every address a connection would go to, before it is opened (a host name's on
   * each attempt); a refused one fails the attempt with SmppConnectError. Default: any address.
   */
  allowAddress?: AllowAddress;
  /** TCP (and TLS) connect timeout. Default 10 s. */
  connectTimeoutMs?: number;
  /** Reconnect after a lost session or a failed attempt; true for the default backoff. */
  reconnect?: boolean | ReconnectBackoffOptions;
}
