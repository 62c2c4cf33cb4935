import type { GatewayConnection } from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { GatewayRow } from '../../db/schema.js';
import type { GatewayDirectory, GatewayOutbox, OutboxRecovery } from '../ports/gateway-parts.js';
import type { CommitQueue } from './commit-queue.js';
import type { GatewayLinkDeps } from './gateway-link-deps.js';
import { GatewayLink } from './gateway-link.js';

export interface GatewayManagerDeps extends Omit<GatewayLinkDeps, 'onState'> {
  gateways: GatewayDirectory;
  outbox: GatewayOutbox;
  recovery: OutboxRecovery;
  commits: CommitQueue;
  secrets: SecretBox;
  bus: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Keeps every enabled gateway bound (one GatewayLink each) and applies changes at once: an
 * edit rebinds, a delete or disable unbinds. Knows nothing of HTTP.
 */
export class GatewayManager {
  private readonly links = new Map<number, GatewayLink>();
  /** Applies to one gateway run one after another (an edit during a rebind waits its turn). */
  private readonly chains = new Map<number, Promise<void>>();
  private started = false;
  private publishing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: GatewayManagerDeps) {}

  /**
   * After a restart: requeues the parts that never left and settles the ones that may have,
   * then binds every enabled gateway.
   */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.deps.recovery.recoverInterrupted(this.deps.clock());
    for (const row of await this.deps.gateways.listEnabled()) await this.apply(row);
  }

  async stop(): Promise<void> {
    this.started = false;
    const ids = [...this.links.keys()];
    await Promise.all(ids.map((id) => this.remove(id)));
    this.deps.commits.stopHolding();
    await this.deps.commits.flush();
    await this.publishing;
  }

  /** Binds, rebinds or unbinds a gateway to match its row. */
  apply(row: GatewayRow): Promise<void> {
    return this.serial(row.id, async () => {
      await this.unlink(row.id);
      if (!this.started || row.enabled !== 1) {
        this.publish(row.user_id, row.id);
        return;
      }
      let password: string;
      try {
        password = this.deps.secrets.open(row.password_enc);
      } catch {
        this.deps.log.error({ gateway: row.id }, 'gateway password cannot be decrypted');
        return;
      }
      const link = new GatewayLink(row, password, {
        ...this.deps,
        onState: (changed) => this.publish(changed.userId, changed.id),
      });
      this.links.set(row.id, link);
      link.start();
    });
  }

  remove(id: number): Promise<void> {
    return this.serial(id, () => this.unlink(id));
  }

  /** Messages were queued for this gateway. */
  wake(id: number): void {
    this.links.get(id)?.wake();
  }

  isLinked(id: number): boolean {
    return this.links.has(id);
  }

  /**
   * The gateway is bound now and can submit (a receiver-only bind cannot): what routing asks
   * per submit, from the link's live state.
   */
  isBound(id: number): boolean {
    const status = this.links.get(id)?.status;
    return status !== undefined && status.state === 'bound' && status.bindType !== 'receiver';
  }

  /** Every linked gateway's state and bind type (for metrics). */
  statuses(): { state: string; bindType: string }[] {
    return [...this.links.values()].map((link) => link.status);
  }

  connection(id: number, queued = 0): GatewayConnection {
    const link = this.links.get(id);
    if (link) return link.connection(queued);
    const now = new Date(this.deps.clock()).toISOString();
    return {
      state: 'disconnected',
      since: now,
      last_error: null,
      last_failure: null,
      bound_since: null,
      reconnect: null,
      sent_per_second: 0,
      counters_since: now,
      in_flight: 0,
      queued,
      sent: 0,
      received: 0,
    };
  }

  private async unlink(id: number): Promise<void> {
    const link = this.links.get(id);
    if (!link) return;
    this.links.delete(id);
    await link.stop();
    this.publish(link.row.user_id, id);
  }

  private serial(id: number, task: () => Promise<void>): Promise<void> {
    const next = (this.chains.get(id) ?? Promise.resolve()).then(task, task);
    this.chains.set(id, next);
    void next.finally(() => {
      if (this.chains.get(id) === next) this.chains.delete(id);
    });
    return next;
  }

  /**
   * Publishes the gateway's connection as it is when its queued count has been read (the link
   * does not know it; a 0 would overwrite the count the console shows). One after another, so
   * the states arrive in the order they changed.
   */
  private publish(userId: number, id: number): void {
    this.publishing = this.publishing
      .then(async () => {
        const queued = (await this.deps.outbox.queuedCounts([id])).get(id) ?? 0;
        const connection = this.connection(id, queued);
        this.deps.bus.publish({ kind: 'gateway.connection', userId, data: { id, connection } });
      })
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error, gateway: id }, 'publishing a gateway state failed');
      });
  }
}
