import type { Trx } from '../../db/database.js';

/**
 * Routed parts refused for now (throttled, queue full, system error) pass to their route's next
 * gateway (failover, least cost) instead of waiting for this one (the routing module implements
 * it, in the commit queue's transaction).
 */
export interface PartFailover {
  /** Moves the parts whose route has a next gateway; resolves with the ids it moved. */
  move(trx: Trx, partIds: readonly number[]): Promise<Set<number>>;
}
