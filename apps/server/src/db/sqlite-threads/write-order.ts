import type { WriteJob } from './write-job.js';

/** While urgent jobs keep coming, a background job gets a turn at most once per this. */
export const BACKGROUND_TURN_MS = 20;

/** The most rows a background job may have to commit with urgent jobs before its turn. */
export const RIDE_ALONG_ROWS = 1_000;

/**
 * Takes the jobs of the writer thread's next transaction out of its queues. Jobs that hold back
 * an answer (submit_sm_resp waits for its message) commit first, all that queued up together.
 * A background job (a PDU log batch) of up to RIDE_ALONG_ROWS rows commits with them, after them:
 * every transaction costs a commit and rewrites the last page of each B-tree it touches (SQLite
 * alone took 13.5 µs per message at 50 messages a transaction, 11.7 at 100: sqlite-floor.ts).
 * A larger background job goes alone when no urgent job waits, or first once it has waited
 * BACKGROUND_TURN_MS since it was queued and since the last background write (`lastBackgroundAt`):
 * answers wait for at most one large log write per turn, and a steady stream of answers never
 * starves the log.
 */
export function nextJobs(
  urgent: WriteJob[],
  background: WriteJob[],
  now: number,
  lastBackgroundAt: number,
  turnMs = BACKGROUND_TURN_MS,
): WriteJob[] {
  const first = background[0];
  if (!first) return urgent.splice(0);
  if (urgent.length === 0) return background.splice(0, 1);
  const waited = now - Math.max(first.queuedAt ?? now, lastBackgroundAt);
  if (waited >= turnMs) return [...background.splice(0, 1), ...urgent.splice(0)];
  if (rowsOf(first) <= RIDE_ALONG_ROWS) return [...urgent.splice(0), ...background.splice(0, 1)];
  return urgent.splice(0);
}

function rowsOf(job: WriteJob): number {
  let rows = 0;
  for (const statement of job.statements) {
    rows += statement.kind === 'insert' ? statement.rowCount : 1;
  }
  return rows;
}
