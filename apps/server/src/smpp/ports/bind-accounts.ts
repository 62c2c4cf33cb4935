import type { DlrPolicy } from '@routelab/shared';

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
}

/** The accounts binds are checked against. */
export interface BindAccounts {
  findBySystemId(systemId: string): Promise<BindAccount | undefined>;
}

/** Checks a password against a stored hash (memory-hard: it costs a thread pool slot). */
export type PasswordCheck = (password: string, hash: string) => Promise<boolean>;
