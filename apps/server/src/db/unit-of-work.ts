import { isPostgres } from './raw-sql.js';
import { sqliteWriterOf, type Db } from './database.js';
import { SqlWork } from './sql-work.js';
import type { Work } from './work.js';
import { WriterWork } from './writer-work.js';

export type { InsertedRows, RowSource, RunOptions, Work } from './work.js';

export interface UnitOfWorkOptions {
  /**
   * Nobody waits on it (PDU logs): the SQLite writer thread commits it after the writes that
   * hold back an answer. Other executors ignore it.
   */
  background?: boolean;
}

/**
 * Runs the writes that `build` adds to `work` (from any number of repositories) in one
 * transaction, all or nothing, and settles with what `build` returned. Where the database has
 * a SQLite writer thread the unit is one job of that thread; elsewhere a Kysely transaction
 * (or the caller's, when `db` is one). The writes run after `build` returns: what it reads is
 * not part of the transaction, so a rule that must hold when they run goes into their SQL
 * (`unchangedError` on a statement; see Work.run). A synchronous `build` hands its unit to the
 * writer thread at once: units commit in the order they were made.
 *
 * Repositories contribute with methods that take the unit (`addBatch(work, …)` beside
 * `writeBatch(…)`), so a service joins what it needs, e.g. an ingest batch, a ledger row with
 * its guarded balance update and an outbox row describing the change:
 *   await unitOfWork(db, (work) => {
 *     messages.addBatch(work, batch);
 *     ledger.addCharge(work, charge);
 *     outbox.add(work, event);
 *   });
 */
export function unitOfWork<T>(
  db: Db,
  build: (work: Work) => T | Promise<T>,
  options: UnitOfWorkOptions = {},
): Promise<T> {
  const writer = sqliteWriterOf(db);
  if (writer) {
    const work = new WriterWork();
    return afterBuild(
      () => build(work),
      () => work.commit(writer, options.background === true),
    );
  }
  const work = new SqlWork(isPostgres(db));
  return afterBuild(
    () => build(work),
    () => work.commit(db),
  );
}

/** Commits once the unit is built; a build that throws commits nothing. */
function afterBuild<T>(build: () => T | Promise<T>, commit: () => Promise<void>): Promise<T> {
  let built: T | Promise<T>;
  try {
    built = build();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  if (built instanceof Promise) {
    return built.then(async (result) => {
      await commit();
      return result;
    });
  }
  return commit().then(() => built);
}
