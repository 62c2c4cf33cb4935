import type { DlrPolicy, NoRouteAction } from '@routelab/shared';

/** A routing account's settings (gateway mode): its submits go out through the MT routes. */
export interface AccountRouting {
  /** What a submit no route matches gets: refused (0x0B), or stored with an UNDELIV receipt. */
  noRoute: NoRouteAction;
}

/** An ESME account as a bind needs it (the clients module reads and parses it). */
export interface BindAccount {
  id: number;
  userId: number;
  systemId: string;
  passwordHash: string;
  /** IPv4/IPv6 addresses and CIDR blocks binds may come from; empty = anywhere. */
  allowedIps: string[];
  enabled: boolean;
  maxBinds: number;
  /** Submits a second over all its sessions; 0 = no limit. */
  throughputLimit: number;
  policy: DlrPolicy;
  /** undefined: routing off (messages stored and simulated). */
  routing: AccountRouting | undefined;
}

/** The accounts binds are checked against. */
export interface BindAccounts {
  findBySystemId(systemId: string): Promise<BindAccount | undefined>;
}

/** Checks a password against a stored hash (memory-hard: it costs a thread pool slot). */
export type PasswordCheck = (password: string, hash: string) => Promise<boolean>;
