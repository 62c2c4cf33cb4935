import type { GatewayConnection } from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventBus } from '../../bus/event-bus.js';
import { createSqlite, type DatabaseHandle } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { smscMessageRow, smscPartRow } from '../../../test/support/smsc-rows.js';
import { UnboundGateways } from './unbound-gateways.js';

const DOWN = 4;
const NEXT = 5;
const USER = 3;
/** The moves take milliseconds; a loaded machine may take far longer, and only a hang fails. */
const UNTIL = { timeout: 30_000 };

describe('UnboundGateways', () => {
  let database: DatabaseHandle;
  let bus: EventBus;
  let bound: Set<number>;
  let moves: number[][];
  let woken: number[];
  let gateways: UnboundGateways;

  /** A routed (route 1) or console-sent message with one part, queued on `gatewayId`. */
  const queuedPart = async (gatewayId: number, routed = true) => {
    const { db } = database;
    const message = await db
      .insertInto('smsc_messages')
      .values(smscMessageRow(USER, gatewayId, { route_id: routed ? 1 : null }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const part = await db
      .insertInto('smsc_message_parts')
      .values(smscPartRow(message.id, gatewayId))
      .returning('id')
      .executeTakeFirstOrThrow();
    return part.id;
  };

  const connection = (id: number, state: GatewayConnection['state']) =>
    bus.publish({
      kind: 'gateway.connection',
      userId: USER,
      data: { id, connection: { state } as GatewayConnection },
    });

  beforeEach(async () => {
    database = createSqlite(':memory:');
    await migrateToLatest(database.db);
    // Only the parts' queries are under test: no user, gateway or route rows.
    await sql`pragma foreign_keys = off`.execute(database.db);
    bus = new EventBus();
    bound = new Set();
    moves = [];
    woken = [];
    gateways = new UnboundGateways({
      transactions: database.transactions,
      // The route's next gateway takes every part while it is bound.
      failover: {
        move: async (trx, partIds) => {
          moves.push([...partIds]);
          if (!bound.has(NEXT) || partIds.length === 0) return new Set();
          await trx
            .updateTable('smsc_message_parts')
            .set({ gateway_id: NEXT })
            .where('id', 'in', partIds)
            .execute();
          return new Set(partIds);
        },
      },
      presence: { isBound: (id) => bound.has(id) },
      onMoved: (ids) => woken.push(...ids),
      log: { error: vi.fn() } as unknown as FastifyBaseLogger,
      bus,
    });
    gateways.start();
  });

  afterEach(async () => {
    await gateways.stop();
    await database.destroy();
  });

  const gatewayOf = async (partId: number) =>
    (
      await database.db
        .selectFrom('smsc_message_parts')
        .select('gateway_id')
        .where('id', '=', partId)
        .executeTakeFirstOrThrow()
    ).gateway_id;

  it('moves the routed parts of a gateway whose connection fails, with no session before (a restart)', async () => {
    bound.add(NEXT);
    const routed = await queuedPart(DOWN);
    const sentByHand = await queuedPart(DOWN, false);
    connection(DOWN, 'error');
    await vi.waitFor(() => expect(woken).toEqual([NEXT]), UNTIL);
    expect(await gatewayOf(routed)).toBe(NEXT);
    expect(await gatewayOf(sentByHand)).toBe(DOWN);
  });

  it('keeps them while no later gateway is bound, and moves them once one binds', async () => {
    const routed = await queuedPart(DOWN);
    connection(DOWN, 'error');
    await vi.waitFor(() => expect(moves).toEqual([[routed]]), UNTIL);
    bound.add(NEXT);
    connection(NEXT, 'bound');
    await vi.waitFor(() => expect(woken).toEqual([NEXT]), UNTIL);
    expect(await gatewayOf(routed)).toBe(NEXT);
  });

  it('moves nothing off a gateway that is bound, or once stopped', async () => {
    bound.add(NEXT).add(DOWN);
    const routed = await queuedPart(DOWN);
    connection(DOWN, 'error');
    connection(DOWN, 'connecting');
    await gateways.stop();
    bound.delete(DOWN);
    connection(DOWN, 'error');
    gateways.drained(DOWN);
    expect(moves).toEqual([]);
    expect(await gatewayOf(routed)).toBe(DOWN);
  });
});
