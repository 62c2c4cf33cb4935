import { EventEmitter } from 'node:events';
import type { ClientSession, DlrPolicy } from '@routelab/shared';
import { ThroughputLimiter, type BindType, type SmppSession } from '@routelab/smpp';
import type { AccountRouting } from '../ports/bind-accounts.js';

/** One bound (or binding) ESME session of an account. */
export interface BoundSession {
  id: string;
  clientId: number;
  /** The account's system_id when it bound. */
  systemId: string;
  session: SmppSession;
  bindType: BindType;
  /** From the bind: below 0x34 (SMPP 3.3) the ESME gets no optional parameters. */
  interfaceVersion: number;
  remoteAddress: string;
  tls: boolean;
  remotePort: number | null;
  since: number;
  /** Requests received from the ESME and deliver_sm sent to it. */
  received: number;
  sent: number;
}

/** What the SMPP side keeps of an account while it has sessions. */
export interface LiveAccount {
  clientId: number;
  userId: number;
  /** Shared by every session of the account; undefined = no limit. */
  limiter: ThroughputLimiter | undefined;
  policy: DlrPolicy;
  /** Gateway mode: submits go out through the MT routes; undefined: stored and simulated. */
  routing: AccountRouting | undefined;
}

export interface AccountSettings {
  clientId: number;
  userId: number;
  throughputLimit: number;
  policy: DlrPolicy;
  routing: AccountRouting | undefined;
}

const SHORT_BIND_TYPE: Record<BindType, ClientSession['bind_type']> = {
  transceiver: 'trx',
  transmitter: 'tx',
  receiver: 'rx',
};

/** A session as the console shows it. */
export const toClientSession = (entry: BoundSession): ClientSession => ({
  session_id: entry.id,
  remote_address: entry.remoteAddress,
  remote_port: entry.remotePort,
  tls: entry.tls,
  bind_type: SHORT_BIND_TYPE[entry.bindType],
  since: new Date(entry.since).toISOString(),
  received: entry.received,
  sent: entry.sent,
});

export interface BindRegistryEvents {
  /** A session of the account (owned by userId) was added or removed. */
  change: [clientId: number, userId: number];
}

/**
 * The bound sessions of every ESME account, the per-account throughput limiter, and the ways to
 * end them (an account disabled, its password changed, deleted). Sessions are registered when
 * their bind is accepted, so the max-binds check counts binds still being answered.
 */
export class BindRegistry extends EventEmitter<BindRegistryEvents> {
  private readonly byClient = new Map<number, Set<BoundSession>>();
  private readonly accounts = new Map<number, LiveAccount>();

  count(clientId: number): number {
    return this.byClient.get(clientId)?.size ?? 0;
  }

  /** Sessions of all accounts by bind type (trx, tx, rx), for metrics. */
  countsByBindType(): Map<ClientSession['bind_type'], number> {
    const counts = new Map<ClientSession['bind_type'], number>();
    for (const set of this.byClient.values()) {
      for (const entry of set) {
        const type = SHORT_BIND_TYPE[entry.bindType];
        counts.set(type, (counts.get(type) ?? 0) + 1);
      }
    }
    return counts;
  }

  account(clientId: number): LiveAccount | undefined {
    return this.accounts.get(clientId);
  }

  /**
   * Sets (or updates) the account's limit and report policy; live sessions go on under the new
   * ones. The limiter allows one second's worth of messages back to back.
   */
  setAccount(settings: AccountSettings): LiveAccount {
    const { clientId, throughputLimit } = settings;
    const current = this.accounts.get(clientId);
    const sameLimit = current && (current.limiter?.ratePerSecond ?? 0) === throughputLimit;
    const limiter = sameLimit
      ? current.limiter
      : throughputLimit > 0
        ? new ThroughputLimiter({ ratePerSecond: throughputLimit, burst: throughputLimit })
        : undefined;
    const account: LiveAccount = {
      clientId,
      userId: settings.userId,
      limiter,
      policy: settings.policy,
      routing: settings.routing,
    };
    this.accounts.set(clientId, account);
    return account;
  }

  /** Applies changed settings to an account with live sessions (no-op otherwise). */
  updateAccount(settings: AccountSettings): void {
    if (this.accounts.has(settings.clientId)) this.setAccount(settings);
  }

  add(
    id: string,
    clientId: number,
    session: SmppSession,
    bind: { bindType: BindType; interfaceVersion: number; systemId: string },
    now: number,
  ): BoundSession {
    const entry: BoundSession = {
      id,
      clientId,
      systemId: bind.systemId,
      session,
      bindType: bind.bindType,
      interfaceVersion: bind.interfaceVersion,
      remoteAddress: session.remoteAddress ?? '',
      tls: session.encrypted,
      remotePort: session.remotePort ?? null,
      since: now,
      received: 0,
      sent: 0,
    };
    let set = this.byClient.get(clientId);
    if (!set) this.byClient.set(clientId, (set = new Set()));
    set.add(entry);
    void session.closedPromise().then(() => this.remove(entry));
    this.notifyChange(clientId);
    return entry;
  }

  /** Bound sessions that may receive deliver_sm (receiver or transceiver). */
  receivers(clientId: number): BoundSession[] {
    const set = this.byClient.get(clientId);
    if (!set) return [];
    return [...set].filter(
      (entry) => entry.session.state === 'BOUND_RX' || entry.session.state === 'BOUND_TRX',
    );
  }

  clientsWithReceivers(): number[] {
    return [...this.byClient.keys()].filter((id) => this.receivers(id).length > 0);
  }

  /** Unbinds every session of the account (each is cut if it does not answer in time). */
  async unbindClient(clientId: number): Promise<void> {
    const set = this.byClient.get(clientId);
    if (!set) return;
    await Promise.all([...set].map((entry) => entry.session.unbind()));
  }

  /** The console's `connections` map for these accounts (only those with sessions). */
  connections(clientIds: readonly number[]): Record<string, ClientSession[]> {
    const result: Record<string, ClientSession[]> = {};
    for (const id of clientIds) {
      const set = this.byClient.get(id);
      if (!set || set.size === 0) continue;
      result[String(id)] = [...set].map(toClientSession);
    }
    return result;
  }

  private remove(entry: BoundSession): void {
    const set = this.byClient.get(entry.clientId);
    if (!set?.delete(entry)) return;
    this.notifyChange(entry.clientId);
    if (set.size === 0) {
      this.byClient.delete(entry.clientId);
      // Only tryTake() is used on the limiter: nothing waits on it, so dropping it is enough.
      this.accounts.delete(entry.clientId);
    }
  }

  /** Accounts are set (setAccount) before their first session is added. */
  private notifyChange(clientId: number): void {
    const account = this.accounts.get(clientId);
    if (account) this.emit('change', clientId, account.userId);
  }
}
