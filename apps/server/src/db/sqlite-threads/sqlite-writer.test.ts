import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteWriter } from './sqlite-writer.js';
import { idsOf, insertOf, type RunStatement } from './write-job.js';
import { BACKGROUND_TURN_MS } from './write-order.js';

/** Rows of the long write: a transaction of about a second, for others to arrive during it. */
const LONG_ROWS = 1_000_000;

interface LogRow {
  id: number;
  side: string;
  seq: number;
  note: string | null;
  raw: Buffer;
}

describe('SqliteWriter', () => {
  let dir: string;
  let file: string;
  let reader: SqliteDatabase.Database;
  let writer: SqliteWriter;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'routelab-writer-'));
    file = join(dir, 'test.sqlite');
    reader = new SqliteDatabase(file);
    reader.pragma('journal_mode = WAL');
    reader.exec(`create table logs (id integer primary key autoincrement, side text not null,
      seq integer not null, note text, raw blob not null);
      create table items (id integer primary key, name text not null unique)`);
    writer = new SqliteWriter({ file, synchronous: 'normal', busyTimeoutMs: 1000 });
  });

  /**
   * The writer, made again with a background turn that never comes within a test: which jobs
   * commit together then depends on what was queued, not on how late a loaded machine ran them.
   */
  function writerWithoutTurns(): SqliteWriter {
    writer.close();
    writer = new SqliteWriter({
      file,
      synchronous: 'normal',
      busyTimeoutMs: 1000,
      backgroundTurnMs: 3_600_000,
    });
    return writer;
  }

  afterEach(() => {
    writer.close();
    reader.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const rows = (count: number, from = 0) =>
    Array.from({ length: count }, (_, index) => ({
      side: 'esme',
      seq: from + index,
      note: index % 3 === 0 ? null : `note ${from + index}`,
      raw: Buffer.from([from + index, 0xff, index % 7]),
    }));

  /** Quick to pass to the thread, long to run: `count` rows made by SQLite itself. */
  const longInsert = (count: number): RunStatement => ({
    kind: 'run',
    sql: `insert into logs (side, seq, raw) with recursive n(i) as
      (select 1 union all select i + 1 from n where i < ${count}) select 'esme', i, x'00' from n`,
    parameters: [],
  });

  /**
   * Resolves once the writer thread holds SQLite's write lock, that is runs a transaction (a
   * second connection that may not wait is refused it then).
   */
  async function untilWriting(): Promise<void> {
    const probe = new SqliteDatabase(file, { timeout: 0 });
    try {
      for (;;) {
        try {
          probe.exec('begin immediate');
          probe.exec('rollback');
        } catch (error) {
          if ((error as { code?: string }).code === 'SQLITE_BUSY') return;
          throw error;
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      probe.close();
    }
  }

  it('inserts rows of every batch size with their blobs, and answers their ids in order', async () => {
    for (const count of [1, 2, 5, 100, 300, 341]) {
      const before = reader.prepare('select count(*) as n from logs').get() as { n: number };
      const written = rows(count, before.n);
      const [ranges] = await writer.write([
        insertOf('logs', written, { blobColumn: 'raw', returnIds: true }),
      ]);
      const ids = idsOf(ranges);
      expect(ids).toHaveLength(count);
      const stored = reader
        .prepare('select * from logs where id >= ? order by id')
        .all(ids?.[0]) as LogRow[];
      expect(stored.map((row) => row.id)).toEqual(ids);
      expect(stored.map(({ side, seq, note, raw }) => ({ side, seq, note, raw }))).toEqual(written);
    }
  });

  it('binds a value shared by every row once and still stores each row as given', async () => {
    const same = Array.from({ length: 70 }, (_, seq) => ({
      side: 'smsc',
      seq: 7,
      note: 'x',
      raw: Buffer.from([seq]),
    }));
    await writer.write([insertOf('logs', same, { blobColumn: 'raw' })]);
    const stored = reader.prepare('select side, seq, note, raw from logs order by id').all();
    expect(stored).toEqual(same);
  });

  it('commits a job whole or not at all, and a failing job never fails the others', async () => {
    const good = writer.write([insertOf('items', [{ id: 1, name: 'one' }])]);
    const bad = writer.write([
      insertOf('items', [{ id: 2, name: 'two' }]),
      insertOf('items', [{ id: 3, name: 'one' }]),
    ]);
    const alsoGood = writer.write([
      { kind: 'run', sql: 'insert into items (id, name) values (?, ?)', parameters: [4, 'four'] },
    ]);
    await expect(good).resolves.toEqual([[]]);
    await expect(bad).rejects.toThrow(/UNIQUE/);
    await expect(alsoGood).resolves.toEqual([[]]);
    const names = reader.prepare('select name from items order by id').pluck().all();
    expect(names).toEqual(['one', 'four']);
  });

  it('commits background writes after the others queued with them', async () => {
    const writer = writerWithoutTurns();
    const background = writer.write([insertOf('logs', rows(3), { returnIds: true })], true);
    const urgent = writer.write([insertOf('logs', rows(2, 3), { returnIds: true })]);
    const [[urgentIds], [backgroundIds]] = await Promise.all([urgent, background]);
    expect(idsOf(urgentIds)).toEqual([1, 2]);
    expect(idsOf(backgroundIds)).toEqual([3, 4, 5]);
  });

  it('lets an urgent write in between background writes', async () => {
    const writer = writerWithoutTurns();
    await writer.write([insertOf('items', [{ id: 1, name: 'thread started' }])]);
    const long = writer.write([longInsert(LONG_ROWS)], true);
    const next = writer.write([insertOf('logs', rows(1), { returnIds: true })], true);
    // Arrives while the long background write runs.
    await untilWriting();
    const urgent = writer.write([insertOf('logs', rows(1), { returnIds: true })]);
    const [[nextIds], [urgentIds]] = await Promise.all([next, urgent, long]);
    expect(idsOf(urgentIds)).toEqual([LONG_ROWS + 1]);
    expect(idsOf(nextIds)).toEqual([LONG_ROWS + 2]);
  });

  it('lets a background write that waited long enough in between urgent writes', async () => {
    await writer.write([insertOf('items', [{ id: 1, name: 'thread started' }])]);
    const first = writer.write([longInsert(LONG_ROWS)]);
    // Queued once the thread is inside the long write (handed both at once, the thread would
    // rightly write the urgent one first).
    await untilWriting();
    const background = writer.write([insertOf('logs', rows(1), { returnIds: true })], true);
    const queuedBy = Date.now();
    // Arrives once the background write has waited its turn: it goes first whenever the long
    // write ends, before or after this one arrives.
    while (Date.now() - queuedBy <= BACKGROUND_TURN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const second = writer.write([insertOf('logs', rows(1), { returnIds: true })]);
    const [[backgroundIds], [secondIds]] = await Promise.all([background, second, first]);
    expect(idsOf(backgroundIds)).toEqual([LONG_ROWS + 1]);
    expect(idsOf(secondIds)).toEqual([LONG_ROWS + 2]);
  });

  it('copies the WAL into the database file on its own, between writes', async () => {
    const size = () => statSync(file).size;
    const before = size();
    for (let round = 0; round < 5; round++) {
      await writer.write([insertOf('logs', rows(300, round * 300), { blobColumn: 'raw' })]);
    }
    // Nothing else checkpoints here: the writer's own threshold is far above these few pages.
    await expect.poll(size, { timeout: 30_000, interval: 50 }).toBeGreaterThan(before);
  });

  it('refuses writes once closed', async () => {
    writer.close();
    await expect(writer.write([insertOf('items', [{ id: 9, name: 'late' }])])).rejects.toThrow(
      /closed/,
    );
  });
});
