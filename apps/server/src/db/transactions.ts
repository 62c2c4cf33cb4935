import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from './raw-sql.js';
import { SqlWork } from './sql-work.js';
import type { Database } from './schema.js';
import type { SqliteWriter } from './sqlite-threads/sqlite-writer.js';
import type { Work } from './work.js';
import { WriterWork } from './writer-work.js';

export type { InsertedRows, RowSource, RunOptions, Work } from './work.js';

export interface WriteOptions {
  /**
   * Nobody waits on it (PDU logs): the SQLite writer thread commits it after the writes that
   * hold back an answer. PostgreSQL ignores it.
   */
  background?: boolean;
}

/**
 * Opens every transaction on one database. Services and the SMPP engines hold it and open their
 * transactions where the reader sees them; repositories never do: they add statements to a
 * `Work` (`addX(work, …)`) and read. A repository may run one statement on its own, which is a
 * transaction by itself; anything that must commit with something else goes through here.
 *
 * - `write`: the statements `build` adds, from any number of repositories, in one transaction,
 *   all or nothing. On a SQLite file it is one job of the writer thread (it joins the ingest's
 *   group commit); elsewhere a Kysely transaction. What `build` reads is not part of it, so a
 *   rule that must hold when the writes run goes into their SQL (`unchangedError`, Work.run).
 *   A synchronous `build` hands its unit over at once: units commit in the order they were made.
 * - `readWrite`: a transaction whose reads see its writes and hold until it commits (select, then
 *   update what was read). On SQLite it is the main connection's `begin immediate`, beside the
 *   writer thread; the statements added to its `work` run last, inside it.
 */
export class Transactions {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly writer: SqliteWriter | undefined,
  ) {}

  /** Units of `write` commit in the order they were made, however many are on their way. */
  get ordered(): boolean {
    return this.writer !== undefined;
  }

  write<T>(build: (work: Work) => T | Promise<T>, options: WriteOptions = {}): Promise<T> {
    const { writer } = this;
    if (writer) {
      const work = new WriterWork();
      return afterBuild(
        () => build(work),
        () => work.commit(writer, options.background === true),
      );
    }
    const work = new SqlWork(isPostgres(this.db));
    return afterBuild(
      () => build(work),
      () => work.commit(this.db),
    );
  }

  readWrite<T>(body: (trx: Transaction<Database>, work: Work) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      const work = new SqlWork(isPostgres(trx));
      const result = await body(trx, work);
      await work.commit(trx);
      return result;
    });
  }
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
