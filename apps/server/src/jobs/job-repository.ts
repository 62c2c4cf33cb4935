import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { isPostgres, runRaw } from '../db/raw-sql.js';

/** A job claimed by a runner: it holds the lease until it reports the outcome. */
export interface ClaimedJob {
  id: number;
  name: string;
  /** JSON. */
  payload: string;
  /** Counting this run. */
  attempts: number;
  max_attempts: number;
}

export interface NewJob {
  name: string;
  payload: unknown;
  runAt: number;
  maxAttempts: number;
  /** At most one unfinished job per key; a finished one is replaced. */
  uniqueKey?: string;
}

export interface ClaimRequest {
  owner: string;
  /** Only jobs this runner has handlers for. */
  names: readonly string[];
  now: number;
  leaseUntil: number;
  limit: number;
}

/** The jobs table (migration 0016); every outcome is written only by the lease holder. */
export class JobRepository {
  constructor(private readonly db: Db) {}

  /** Adds a job; with a unique key already pending, nothing happens and undefined returns. */
  async enqueue(job: NewJob, now: number): Promise<number | undefined> {
    const row = {
      name: job.name,
      payload: JSON.stringify(job.payload),
      unique_key: job.uniqueKey ?? null,
      run_at: job.runAt,
      max_attempts: job.maxAttempts,
      created_at: now,
    };
    const inserted = await this.db
      .insertInto('jobs')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column('unique_key')
          .doUpdateSet({
            ...row,
            attempts: 0,
            last_error: null,
            locked_by: null,
            locked_until: null,
            finished_at: null,
          })
          .where('jobs.finished_at', 'is not', null),
      )
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  /**
   * The one row of a recurring job (keyed by its name), due at `runAt` at the latest: a row left
   * by an earlier process keeps an earlier time, a later one is brought forward.
   */
  async scheduleRecurring(name: string, runAt: number, maxAttempts: number, now: number) {
    await this.db
      .insertInto('jobs')
      .values({
        name,
        payload: 'null',
        unique_key: name,
        run_at: runAt,
        max_attempts: maxAttempts,
        created_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('unique_key').doUpdateSet({
          run_at: sql<number>`case when jobs.run_at < excluded.run_at then jobs.run_at else excluded.run_at end`,
          max_attempts: maxAttempts,
        }),
      )
      .execute();
  }

  /**
   * Takes up to `limit` due jobs in one statement: their lease is set and the attempt counted.
   * The outer WHERE repeats the lease test so that on PostgreSQL a row another runner claimed
   * meanwhile is skipped on recheck (SKIP LOCKED also spares the wait); SQLite runs one writer.
   */
  async claim(request: ClaimRequest): Promise<ClaimedJob[]> {
    if (request.names.length === 0) return [];
    const { owner, now, leaseUntil, limit, names } = request;
    const free = '(locked_until is null or locked_until <= ?)';
    const due =
      `select id from jobs where finished_at is null and run_at <= ? and ${free}` +
      ` and name in (${names.map(() => '?').join(', ')}) order by run_at, id limit ?`;
    const dueParameters = [now, now, ...names, limit];
    // An idle poll stays a read: an UPDATE would take SQLite's write lock beside the writer thread.
    if ((await runRaw(this.db, due, dueParameters)).length === 0) return [];
    const text =
      `update jobs set attempts = attempts + 1, locked_by = ?, locked_until = ?` +
      ` where id in (${due}${isPostgres(this.db) ? ' for update skip locked' : ''})` +
      ` and finished_at is null and ${free}` +
      ` returning id, name, payload, attempts, max_attempts`;
    const rows = await runRaw<ClaimedJob>(this.db, text, [
      owner,
      leaseUntil,
      ...dueParameters,
      now,
    ]);
    return rows.sort((a, b) => a.id - b.id);
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

  /** Done: a one-off job finishes. */
  succeed(id: number, owner: string, now: number): Promise<boolean> {
    return this.release(id, owner, { finished_at: now, last_error: null });
  }

  /** Failed, tries again at `runAt`. */
  retryAt(id: number, owner: string, runAt: number, error: string): Promise<boolean> {
    return this.release(id, owner, { run_at: runAt, last_error: error });
  }

  /** Failed for the last time: finished, the error kept. */
  giveUp(id: number, owner: string, now: number, error: string): Promise<boolean> {
    return this.release(id, owner, { finished_at: now, last_error: error });
  }

  /** A recurring job's next period: attempts start again; a period that gave up keeps its error. */
  nextPeriod(id: number, owner: string, runAt: number, error: string | null): Promise<boolean> {
    return this.release(id, owner, { run_at: runAt, attempts: 0, last_error: error });
  }

  /** Writes an outcome and drops the lease, if this runner still holds it. */
  private async release(
    id: number,
    owner: string,
    outcome: {
      run_at?: number;
      attempts?: number;
      finished_at?: number;
      last_error: string | null;
    },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ ...outcome, locked_by: null, locked_until: null })
      .where('id', '=', id)
      .where('locked_by', '=', owner)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
