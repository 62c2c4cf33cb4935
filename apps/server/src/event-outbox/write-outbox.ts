import type { DurableEvent } from '@routelab/shared';
import type { InsertColumn } from '../db/raw-sql.js';
import type { Work } from '../db/work.js';

/** A durable event of one user, to be written with the change it describes (made `at`). */
export type OutboxEvent = DurableEvent & { userId: number; at: number };

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
 * The one outbox writer: events into the outbox as part of a unit of work, so that they commit
 * with the change they describe (the SMPP ingest's and the report dispatcher's units, the
 * gateways' commit queue's read-write transactions).
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
