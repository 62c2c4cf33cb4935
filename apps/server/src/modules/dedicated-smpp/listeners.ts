import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type {
  DedicatedListener,
  DedicatedSession,
} from '../../smpp/smpp-server/dedicated-listener.js';
import type { EsmeServer } from '../../smpp/smpp-server/esme-server.js';
import type { DedicatedSmppRepository, Subscription } from './repository.js';

/** Where and how the listeners open. */
export interface ListenerSettings {
  /** The address they listen on (SMPP_HOST). */
  host: string;
  /** With the SMPP certificate: PEM key and certificate, and how far past the port TLS is. */
  tls?: { key: Buffer; cert: Buffer; portOffset: number };
}

interface RefusedTally {
  count: number;
  lastAddress: string | null;
  lastAt: number | null;
  /** Counted since last stored. */
  dirty: boolean;
}

interface OpenListener {
  listener: DedicatedListener;
  refused: RefusedTally;
}

/** Refused connections are stored at most this often (a scan must not become a write per try). */
const STORE_REFUSED_EVERY_MS = 2_000;

/**
 * The open dedicated listeners, by subscription: opened at start and on subscribe, closed on
 * cancel and suspension. Refused connections are counted in memory and stored now and then.
 */
export class DedicatedListeners {
  private readonly open = new Map<number, OpenListener>();
  /** Listeners being opened: a second call waits for the first. */
  private readonly opening = new Map<number, Promise<boolean>>();
  private timer: NodeJS.Timeout | undefined;
  /** Between closeAll and the next start nothing opens (a renewal during shutdown). */
  private stopped = false;

  constructor(
    private readonly deps: {
      esme: EsmeServer;
      repository: DedicatedSmppRepository;
      settings: ListenerSettings;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  tlsPortOf(port: number): number | null {
    const tls = this.deps.settings.tls;
    return tls ? port + tls.portOffset : null;
  }

  isOpen(id: number): boolean {
    return this.open.has(id);
  }

  /**
   * Opens the subscription's listener (no-op when open). A port that cannot be had (another
   * process holds it) is logged and answered false: the renewal sweep tries again.
   */
  openFor(subscription: Subscription): Promise<boolean> {
    if (this.open.has(subscription.id)) return Promise.resolve(true);
    if (this.stopped) return Promise.resolve(false);
    let opening = this.opening.get(subscription.id);
    if (!opening) {
      opening = this.openNow(subscription).finally(() => this.opening.delete(subscription.id));
      this.opening.set(subscription.id, opening);
    }
    return opening;
  }

  private async openNow(subscription: Subscription): Promise<boolean> {
    const { settings, esme, log } = this.deps;
    const refused: RefusedTally = { ...subscription.refused, dirty: false };
    const tlsPort = this.tlsPortOf(subscription.port);
    try {
      const listener = await esme.openDedicated({
        userId: subscription.userId,
        host: settings.host,
        port: subscription.port,
        ...(settings.tls &&
          tlsPort !== null && {
            tls: { key: settings.tls.key, cert: settings.tls.cert, port: tlsPort },
          }),
        allowed: subscription.ipAddresses,
        onRefused: (address) => {
          refused.count += 1;
          refused.lastAddress = address ?? null;
          refused.lastAt = this.deps.clock();
          refused.dirty = true;
        },
      });
      if (this.stopped) {
        // closeAll ran while it opened.
        await listener.close();
        return false;
      }
      this.open.set(subscription.id, { listener, refused });
      this.startStoring();
      log.info(
        { subscriptionId: subscription.id, port: subscription.port, tlsPort },
        'dedicated SMPP listener open',
      );
      return true;
    } catch (error) {
      log.error(
        { err: error, subscriptionId: subscription.id, port: subscription.port },
        'dedicated SMPP listener could not open',
      );
      return false;
    }
  }

  /** Closes it: bound sessions unbind cleanly (cut if they do not answer in time). */
  async close(id: number): Promise<void> {
    await this.opening.get(id);
    const entry = this.open.get(id);
    if (!entry) return;
    this.open.delete(id);
    await entry.listener.close();
    await this.store(id, entry.refused);
  }

  setAllowed(id: number, addresses: readonly string[]): void {
    this.open.get(id)?.listener.setAllowed(addresses);
  }

  sessions(id: number): DedicatedSession[] {
    return this.open.get(id)?.listener.sessions() ?? [];
  }

  /** The live tally when open (the stored one may lag behind). */
  refused(subscription: Subscription): Subscription['refused'] {
    const tally = this.open.get(subscription.id)?.refused;
    return tally
      ? { count: tally.count, lastAddress: tally.lastAddress, lastAt: tally.lastAt }
      : subscription.refused;
  }

  /** Lets listeners open (again, after closeAll). */
  start(): void {
    this.stopped = false;
  }

  async closeAll(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.opening.values());
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all([...this.open.keys()].map((id) => this.close(id)));
  }

  private startStoring(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.storeDirty(), STORE_REFUSED_EVERY_MS);
    this.timer.unref();
  }

  private async storeDirty(): Promise<void> {
    for (const [id, entry] of this.open) {
      if (entry.refused.dirty) await this.store(id, entry.refused);
    }
  }

  private async store(id: number, tally: RefusedTally): Promise<void> {
    if (!tally.dirty) return;
    tally.dirty = false;
    try {
      await this.deps.repository.storeRefused(id, tally);
    } catch (error) {
      tally.dirty = true;
      this.deps.log.warn({ err: error, subscriptionId: id }, 'refused connections not stored');
    }
  }
}
