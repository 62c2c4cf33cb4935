import type { TlsOptions } from 'node:tls';
import type { ClientSession } from '@routelab/shared';
import type { SmppServer, SmppSession } from '@routelab/smpp';
import { AddressBlocks } from '../../net/address-blocks.js';
import { toClientSession, type BoundSession } from './bind-registry.js';

/** What a dedicated listener is opened with. */
export interface DedicatedListenerSpec {
  /** The subscriber: only their ESME accounts bind here. */
  userId: number;
  host: string;
  port: number;
  /** A TLS listener beside the plain one (when the server has an SMPP certificate). */
  tls?: TlsOptions & { port: number };
  /** IPv4/IPv6 addresses and CIDR blocks that may connect. */
  allowed: readonly string[];
  /** A connection from elsewhere was closed at accept. */
  onRefused(remoteAddress: string | undefined): void;
}

/** A bound session on a dedicated listener, as the console shows it. */
export type DedicatedSession = ClientSession & { system_id: string };

/**
 * One subscriber's listener: its own SmppServer (own connection cap), an allow-list that can be
 * replaced while it runs (a changed subscription), and its bound sessions.
 */
export class DedicatedListener {
  private blocks: AddressBlocks;

  constructor(
    private readonly server: SmppServer,
    allowed: readonly string[],
    private readonly entryOf: (session: SmppSession) => BoundSession | undefined,
  ) {
    this.blocks = new AddressBlocks(allowed);
  }

  /** Whether a peer at this address may connect. */
  admits(address: string | undefined): boolean {
    return address !== undefined && this.blocks.has(address);
  }

  /** New addresses apply to new connections; sessions already bound go on. */
  setAllowed(allowed: readonly string[]): void {
    this.blocks = new AddressBlocks(allowed);
  }

  /** The sessions bound here now. */
  sessions(): DedicatedSession[] {
    const bound: DedicatedSession[] = [];
    for (const session of this.server.sessions) {
      const entry = this.entryOf(session);
      if (entry) bound.push({ ...toClientSession(entry), system_id: entry.systemId });
    }
    return bound;
  }

  /** Stops listening; bound sessions are unbound cleanly (cut if they do not answer in time). */
  close(): Promise<void> {
    return this.server.close();
  }
}
