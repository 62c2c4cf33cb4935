import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { Transactions } from '../../db/transactions.js';
import type { PartFailover } from '../../smpp/ports/part-failover.js';
import type { GatewayPresence } from './gateway-presence.js';

/** Queued parts moved per transaction. */
const CHUNK = 500;

/**
 * A gateway whose session ended and that is not bound again passes the routed parts queued on
 * it to their route's next gateway (failover and least cost; static and round-robin parts wait
 * for it, as their route says), so a provider going down does not hold a customer's traffic.
 * Parts already written to its socket stay where they are: they may have reached the SMSC. Runs
 * when a session's drain ended (every part it had claimed is queued again by then), when a
 * connection attempt fails (after a restart, parts queued on a gateway that does not come back
 * had no session here to end), and again whenever another gateway binds while parts stay on it
 * (their route's next gateway may be the one that came up); stopped before the gateways when
 * the server stops, so that stopping moves nothing.
 */
export class UnboundGateways {
  private started = false;
  private readonly moving = new Map<number, Promise<void>>();
  /** Unbound gateways that kept routed parts: no later gateway of their routes was bound. */
  private readonly kept = new Set<number>();
  /** Gateways to go over again once their run ends. */
  private readonly again = new Set<number>();
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly deps: {
      transactions: Transactions;
      failover: PartFailover;
      presence: GatewayPresence;
      /** The gateways that now hold moved parts (their links send them). */
      onMoved: (gatewayIds: readonly number[]) => void;
      log: FastifyBaseLogger;
      /** Binds arrive as `gateway.connection` events. */
      bus: EventBus;
    },
  ) {}

  start(): void {
    this.started = true;
    this.unsubscribe ??= this.deps.bus.subscribeAll((event) => {
      if (event.kind !== 'gateway.connection') return;
      const { state } = event.data.connection;
      if (state === 'bound') this.bound(event.data.id);
      else if (state === 'error') this.drained(event.data.id);
    });
  }

  async stop(): Promise<void> {
    this.started = false;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.kept.clear();
    this.again.clear();
    await Promise.all(this.moving.values());
  }

  /**
   * A session of the gateway ended, or a connection attempt failed: unless it is bound again,
   * its queued parts move on.
   */
  drained(gatewayId: number): void {
    if (!this.started || this.deps.presence.isBound(gatewayId)) return;
    if (this.moving.has(gatewayId)) {
      // Its earlier chunks may have been tried before a gateway bound: once more when done.
      this.again.add(gatewayId);
      return;
    }
    const run = this.moveAll(gatewayId)
      .catch((error: unknown) => {
        this.deps.log.error({ err: error, gateway: gatewayId }, 'routed parts not moved off');
      })
      .finally(() => {
        this.moving.delete(gatewayId);
        if (this.again.delete(gatewayId)) this.drained(gatewayId);
      });
    this.moving.set(gatewayId, run);
  }

  /** A gateway bound: it sends its own parts, and those kept elsewhere may now move to it. */
  private bound(gatewayId: number): void {
    this.kept.delete(gatewayId);
    for (const id of [...this.kept]) {
      this.kept.delete(id);
      this.drained(id);
    }
  }

  private async moveAll(gatewayId: number): Promise<void> {
    let after = 0;
    for (;;) {
      const { ids, movedTo } = await this.deps.transactions.readWrite(async (trx) => {
        const rows = await trx
          .selectFrom('smsc_message_parts as p')
          .innerJoin('smsc_messages as m', 'm.id', 'p.sms_id')
          .select('p.id')
          .where('p.gateway_id', '=', gatewayId)
          .where('p.state', '=', 'queued')
          .where('m.route_id', 'is not', null)
          .where('p.id', '>', after)
          .orderBy('p.id')
          .limit(CHUNK)
          .execute();
        const partIds = rows.map((row) => row.id);
        const moved = await this.deps.failover.move(trx, partIds);
        if (moved.size < partIds.length) this.kept.add(gatewayId);
        if (moved.size === 0) return { ids: partIds, movedTo: [] };
        const gateways = await trx
          .selectFrom('smsc_message_parts')
          .select('gateway_id')
          .distinct()
          .where('id', 'in', [...moved])
          .execute();
        return {
          ids: partIds,
          movedTo: gateways.flatMap((row) => (row.gateway_id === null ? [] : [row.gateway_id])),
        };
      });
      if (movedTo.length > 0) this.deps.onMoved(movedTo);
      if (ids.length < CHUNK) return;
      after = ids.at(-1)!;
    }
  }
}
