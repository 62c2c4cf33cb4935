import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqlite, sqliteReaderOf, sqliteWriterOf, type Db } from './database.js';
import { readRows } from './read-rows.js';
import { insertOf } from './sqlite-threads/write-job.js';

describe('createSqlite', () => {
  let dir: string;
  let db: Db;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'routelab-db-'));
    db = createSqlite(join(dir, 'test.sqlite'));
    await sql`create table counters (id integer primary key, value integer not null)`.execute(db);
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    await sql`insert into counters (id, value) values (1, 0)`.execute(db);
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has writer and reader threads for a database file and none in memory', async () => {
    expect(sqliteWriterOf(db)).toBeDefined();
    expect(sqliteReaderOf(db)).toBeDefined();
    const memory = createSqlite(':memory:');
    expect(sqliteWriterOf(memory)).toBeUndefined();
    expect(sqliteReaderOf(memory)).toBeUndefined();
    await memory.destroy();
  });

  it('reads on the reader thread while the event loop goes on, what the writer committed', async () => {
    await sqliteWriterOf(db)!.write([insertOf('notes', [{ id: 7, text: 'committed' }])]);
    // A count the size of a long log's: the event loop must not wait for it.
    const slowCount = db
      .selectFrom(
        sql<{
          c: number;
        }>`(with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000000) select count(*) as c from n)`.as(
          'counted',
        ),
      )
      .selectAll();
    let turned = false;
    setImmediate(() => (turned = true));
    const counted = await readRows(db, slowCount);
    expect(turned).toBe(true);
    expect(counted).toEqual([{ c: 1_000_000 }]);
    expect(
      await readRows(
        db,
        db.selectFrom(sql<{ id: number; text: string }>`notes`.as('n')).selectAll(),
      ),
    ).toEqual([{ id: 7, text: 'committed' }]);
  });

  it('gives blobs back as Buffers, and a failed read as its error', async () => {
    await sql`create table blobs (id integer primary key, raw blob not null)`.execute(db);
    await sql`insert into blobs (id, raw) values (1, ${Buffer.from([0, 1, 254, 255])})`.execute(db);
    const [row] = await readRows(
      db,
      db.selectFrom(sql<{ id: number; raw: Buffer }>`blobs`.as('b')).selectAll(),
    );
    expect(Buffer.isBuffer(row?.raw)).toBe(true);
    expect(row?.raw.toString('hex')).toBe('0001feff');
    await expect(
      readRows(db, db.selectFrom(sql<{ id: number }>`missing`.as('m')).selectAll()),
    ).rejects.toThrow(/no such table/);
  });

  it('lets a transaction read and then write while the writer thread commits meanwhile', async () => {
    const writer = sqliteWriterOf(db)!;
    // The writer thread is up before the race starts.
    await writer.write([insertOf('notes', [{ id: 1, text: 'warm' }])]);
    let written: Promise<unknown> | undefined;
    await db.transaction().execute(async (trx) => {
      const read = await sql<{ value: number }>`select value from counters where id = 1`.execute(
        trx,
      );
      const value = read.rows[0]?.value ?? 0;
      written = writer.write([insertOf('notes', [{ id: 2, text: 'meanwhile' }])]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await sql`update counters set value = ${value + 1} where id = 1`.execute(trx);
    });
    await written;
    const counter = await sql<{ value: number }>`select value from counters`.execute(db);
    expect(counter.rows[0]?.value).toBe(1);
    const notes = await sql<{ id: number }>`select id from notes order by id`.execute(db);
    expect(notes.rows.map((note) => note.id)).toEqual([1, 2]);
  });
});
