import type { DurableEvent } from '@routelab/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A durable event of one user, to be written with the change it describes (made `at`). */
export type OutboxEvent = DurableEvent & { userId: number; at: number };

/** Rows per INSERT: 5 values each stays far below SQLite's bound on statement variables. */
const CHUNK = 500;

/**
 * Writes events to the outbox through `executor`: pass the transaction of the change they
 * describe, so that both commit or neither does. One statement per 500 events.
 */
export async function writeOutbox(
  executor: Kysely<Database>,
  events: readonly OutboxEvent[],
): Promise<void> {
  for (let start = 0; start < events.length; start += CHUNK) {
    await executor
      .insertInto('outbox')
      .values(
        events.slice(start, start + CHUNK).map((event) => ({
          kind: event.kind,
          user_id: event.userId,
          payload: JSON.stringify(event.data),
          created_at: event.at,
          next_attempt_at: event.at,
        })),
      )
      .execute();
  }
}
