import { CompiledQuery, type Kysely } from 'kysely';
import { isPostgres, placeholdersOf, runRaw } from '../db/raw-sql.js';
import type { Database } from '../db/schema.js';

/** A job claimed by a runner: it holds the lease until it reports the outcome. */
export interface ClaimedJob {
  id: number;
  name: string;
  /** JSON. */
  payload: string;
  unique_key: string | null;
  /** Counting this run. */
  attempts: number;
  max_attempts: number;
  created_at: number;
  /** Enqueues of its unique key while it was unfinished, as of the claim (see finish). */
  enqueue_count: number;
}

export interface NewJob {
  name: string;
  /** JSON text, checked against the job type by the caller. */
  payload: string;
  runAt: number;
  maxAttempts: number;
  /**
   * At most one unfinished job per key: enqueued again while one is waiting, that one runs no
   * later than `runAt`; while one is running, it runs once more after. A finished one is replaced.
   */
  uniqueKey?: string;
  /** No job is claimed while an earlier (lower id) unfinished job with the same key exists. */
  orderingKey?: string;
}

/** A due job the runner may claim, or the next one to come due (see candidates). */
export interface Candidate {
  id: number;
  name: string;
  run_at: number;
}

export interface Lease {
  owner: string;
  now: number;
  leaseUntil: number;
}

const CLAIMED = 'id, name, payload, unique_key, attempts, max_attempts, created_at, enqueue_count';
const FREE = '(locked_until is null or locked_until <= ?)';
/** Not held back by an earlier unfinished job of its ordering key. */
const IN_TURN =
  '(ordering_key is null or not exists (select 1 from jobs e where e.ordering_key = j.ordering_key' +
  ' and e.finished_at is null and e.id < j.id))';
const UNLOCK = 'locked_by = null, locked_until = null';
/** A time parameter in a CASE, whose type PostgreSQL cannot infer from the parameter alone. */
const TIME = 'cast(? as bigint)';

/** The jobs table (migrations 0016, 0031); every outcome is written only by the lease holder. */
export class JobRepository {
  /** `db` may be a transaction: a job then commits with the change that made it. */
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Adds a job. Returns its id, or undefined when an unfinished job with its unique key already
   * existed (that one was brought forward, or is asked to run again once it ends).
   */
  async enqueue(job: NewJob, now: number): Promise<number | undefined> {
    const values = [
      job.name,
      job.payload,
      job.uniqueKey ?? null,
      job.orderingKey ?? null,
      job.runAt,
      job.maxAttempts,
      now,
    ];
    const insert =
      'insert into jobs (name, payload, unique_key, ordering_key, run_at, max_attempts, created_at)' +
      ' values (?, ?, ?, ?, ?, ?, ?)';
    if (job.uniqueKey === undefined) {
      const [row] = await runRaw<{ id: number }>(this.db, `${insert} returning id`, values);
      return row?.id;
    }
    const waiting = 'jobs.finished_at is null';
    const [row] = await runRaw<{ id: number; enqueue_count: number }>(
      this.db,
      `${insert} on conflict (unique_key) do update set name = excluded.name,` +
        ' payload = excluded.payload, ordering_key = excluded.ordering_key,' +
        ' max_attempts = excluded.max_attempts,' +
        ` run_at = case when ${waiting} and jobs.run_at < excluded.run_at then jobs.run_at else excluded.run_at end,` +
        ` attempts = case when ${waiting} then jobs.attempts else 0 end,` +
        ` last_error = case when ${waiting} then jobs.last_error else null end,` +
        ` locked_by = case when ${waiting} then jobs.locked_by else null end,` +
        ` locked_until = case when ${waiting} then jobs.locked_until else null end,` +
        ` created_at = case when ${waiting} then jobs.created_at else excluded.created_at end,` +
        ` enqueue_count = case when ${waiting} then jobs.enqueue_count + 1 else 0 end,` +
        ' finished_at = null returning id, enqueue_count',
      values,
    );
    return row && Number(row.enqueue_count) === 0 ? row.id : undefined;
  }

  /**
   * The one row of a recurring job (keyed by its name), due at `runAt` at the latest: a row left
   * by an earlier process keeps an earlier time, a later one is brought forward.
   */
  async scheduleRecurring(name: string, runAt: number, maxAttempts: number, now: number) {
    await runRaw(
      this.db,
      'insert into jobs (name, payload, unique_key, run_at, max_attempts, created_at)' +
        " values (?, '{}', ?, ?, ?, ?) on conflict (unique_key) do update set payload = '{}'," +
        ' run_at = case when jobs.run_at < excluded.run_at then jobs.run_at else excluded.run_at end,' +
        ' max_attempts = excluded.max_attempts',
      [name, name, runAt, maxAttempts, now],
    );
  }

  /**
   * Up to `limit` unfinished jobs of these names that no runner holds and whose turn it is, by
   * run_at: the due ones first, then those still to come (the first of which tells the runner
   * when to look again).
   */
  candidates(names: readonly string[], now: number, limit: number): Promise<Candidate[]> {
    if (names.length === 0) return Promise.resolve([]);
    return runRaw<Candidate>(
      this.db,
      `select id, name, run_at from jobs j where finished_at is null and ${FREE}` +
        ` and name in (${names.map(() => '?').join(', ')}) and ${IN_TURN}` +
        ' order by run_at, id limit ?',
      [now, ...names, limit],
    );
  }

  /**
   * Takes these jobs if they are still due and free, in one statement: their lease is set and
   * the attempt counted. On PostgreSQL a row another runner claimed meanwhile is skipped on
   * recheck (SKIP LOCKED also spares the wait); SQLite runs one writer at a time.
   */
  async claim(ids: readonly number[], lease: Lease): Promise<ClaimedJob[]> {
    if (ids.length === 0) return [];
    const { owner, now, leaseUntil } = lease;
    const due = `finished_at is null and run_at <= ? and ${FREE}`;
    const rows = await runRaw<ClaimedJob>(
      this.db,
      `update jobs set attempts = attempts + 1, locked_by = ?, locked_until = ?` +
        ` where id in (select id from jobs where id in (${ids.map(() => '?').join(', ')})` +
        ` and ${due}${isPostgres(this.db) ? ' for update skip locked' : ''}) and ${due}` +
        ` returning ${CLAIMED}`,
      [owner, leaseUntil, ...ids, now, now, now, now],
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * Takes the job of a unique key now, due or not, unless it is held or waiting out a failed
   * attempt's backoff: the recurring job of work that just arrived.
   */
  async claimKey(key: string, lease: Lease): Promise<ClaimedJob | undefined> {
    const { owner, now, leaseUntil } = lease;
    const [row] = await runRaw<ClaimedJob>(
      this.db,
      'update jobs set attempts = attempts + 1, locked_by = ?, locked_until = ?' +
        ` where unique_key = ? and finished_at is null and ${FREE}` +
        ` and (run_at <= ? or attempts = 0) returning ${CLAIMED}`,
      [owner, leaseUntil, key, now, now],
    );
    return row;
  }

  /** Extends the leases this runner still holds (long jobs outlive one lease). */
  async renewLeases(ids: readonly number[], owner: string, until: number): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('jobs')
      .set({ locked_until: until })
      .where('id', 'in', ids)
      .where('locked_by', '=', owner)
      .execute();
  }

  /**
   * Finishes a one-off job (its error kept when it was given up). One enqueued again while it
   * ran (its unique key) is not finished but due again at once, as a new job.
   */
  finish(job: Held, now: number, error: string | null): Promise<boolean> {
    const same = 'enqueue_count = ?';
    return this.release(
      job,
      `finished_at = case when ${same} then ${TIME} else null end,` +
        ` run_at = case when ${same} then run_at else ${TIME} end,` +
        ` attempts = case when ${same} then attempts else 0 end, last_error = ?`,
      [job.seen, now, job.seen, now, job.seen, error],
    );
  }

  /** A failed attempt: tried again at `runAt`. */
  retry(job: Held, runAt: number, error: string): Promise<boolean> {
    return this.release(job, 'run_at = ?, last_error = ?', [runAt, error]);
  }

  /**
   * Runs the job again at `runAt` (at once if it was enqueued again meanwhile): the next period
   * of a recurring job, attempts starting again (`reset`), or a one-off job that asked to wait,
   * the run not counted (`uncount`). A period that gave up keeps its error.
   */
  again(
    job: Held,
    runAt: number,
    now: number,
    attempts: 'reset' | 'uncount',
    error: string | null,
  ): Promise<boolean> {
    return this.release(
      job,
      `run_at = case when enqueue_count = ? then ${TIME} else ${TIME} end,` +
        ` attempts = ${attempts === 'reset' ? '0' : 'attempts - 1'}, last_error = ?`,
      [job.seen, runAt, Math.min(runAt, now), error],
    );
  }

  /** Names of unfinished jobs (a start-up check that each has a handler). */
  async pendingNames(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('jobs')
      .select('name')
      .distinct()
      .where('finished_at', 'is', null)
      .execute();
    return rows.map((row) => row.name);
  }

  /**
   * Deletes finished jobs: done before `doneBefore`, given up before `failedBefore`, `batch` at
   * a time (short transactions beside the writers). Returns how many.
   */
  async deleteFinished(doneBefore: number, failedBefore: number, batch = 5_000): Promise<number> {
    let deleted = 0;
    for (;;) {
      const result = await this.db
        .deleteFrom('jobs')
        .where('id', 'in', (ids) =>
          ids
            .selectFrom('jobs')
            .select('id')
            .where('finished_at', 'is not', null)
            .where((eb) =>
              eb.or([
                eb.and([eb('last_error', 'is', null), eb('finished_at', '<', doneBefore)]),
                eb('finished_at', '<', failedBefore),
              ]),
            )
            .limit(batch),
        )
        .executeTakeFirst();
      const count = Number(result.numDeletedRows);
      deleted += count;
      if (count < batch) return deleted;
    }
  }

  /** Writes an outcome and drops the lease, if this runner still holds it. */
  private async release(job: Held, set: string, parameters: unknown[]): Promise<boolean> {
    const result = await this.db.executeQuery(
      CompiledQuery.raw(
        placeholdersOf(this.db, `update jobs set ${set}, ${UNLOCK} where id = ? and locked_by = ?`),
        [...parameters, job.id, job.owner],
      ),
    );
    return Number(result.numAffectedRows ?? 0) > 0;
  }
}

/** A claimed job as its release names it: the lease holder and the enqueues it saw. */
export interface Held {
  id: number;
  owner: string;
  /** enqueue_count at the claim. */
  seen: number;
}
