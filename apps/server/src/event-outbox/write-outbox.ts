import type { DurableEvent } from '@routelab/shared';
import type { Kysely } from 'kysely';
import type { InsertColumn } from '../db/raw-sql.js';
import type { Database } from '../db/schema.js';
import type { Work } from '../db/work.js';

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

/** An outbox row as a unit of work inserts it. */
interface OutboxInsert {
  kind: string;
  user_id: number;
  payload: string;
  created_at: number;
  next_attempt_at: number;
}

const OUTBOX_COLUMNS: readonly InsertColumn<OutboxInsert>[] = [
  ['kind', 'varchar'],
  ['user_id', 'integer'],
  ['payload', 'text'],
  ['created_at', 'bigint'],
  ['next_attempt_at', 'bigint'],
];

/**
 * Events into the outbox as part of a unit of work (the SMPP ingest's and the report
 * dispatcher's group commits): they commit with the change they describe.
 */
export function addOutboxEvents(work: Work, events: readonly OutboxEvent[]): void {
  work.insert(
    'outbox',
    OUTBOX_COLUMNS,
    events.map((event) => ({
      kind: event.kind,
      user_id: event.userId,
      payload: JSON.stringify(event.data),
      created_at: event.at,
      next_attempt_at: event.at,
    })),
  );
}
