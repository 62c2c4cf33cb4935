import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqlite, type DatabaseHandle, type Db } from './database.js';

describe('createSqlite', () => {
  let dir: string;
  let database: DatabaseHandle;
  let db: Db;
  const insertNote = (id: number, text: string) =>
    database.transactions.write((work) =>
      work.run('insert into notes (id, text) values (?, ?)', [id, text]),
    );

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'routelab-db-'));
    database = createSqlite(join(dir, 'test.sqlite'));
    db = database.db;
    await sql`create table counters (id integer primary key, value integer not null)`.execute(db);
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    await sql`insert into counters (id, value) values (1, 0)`.execute(db);
  });

  afterEach(async () => {
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes through the writer thread for a database file (in order), and not in memory', async () => {
    expect(database.transactions.ordered).toBe(true);
    const memory = createSqlite(':memory:');
    expect(memory.transactions.ordered).toBe(false);
    await memory.destroy();
  });

  it('reads on the reader thread while the event loop goes on, what the writer committed', async () => {
    await insertNote(7, 'committed');
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
    const counted = await database.reads.rows(slowCount);
    expect(turned).toBe(true);
    expect(counted).toEqual([{ c: 1_000_000 }]);
    expect(
      await database.reads.rows(
        db.selectFrom(sql<{ id: number; text: string }>`notes`.as('n')).selectAll(),
      ),
    ).toEqual([{ id: 7, text: 'committed' }]);
  });

  it('gives blobs back as Buffers, and a failed read as its error', async () => {
    await sql`create table blobs (id integer primary key, raw blob not null)`.execute(db);
    await sql`insert into blobs (id, raw) values (1, ${Buffer.from([0, 1, 254, 255])})`.execute(db);
    const [row] = await database.reads.rows(
      db.selectFrom(sql<{ id: number; raw: Buffer }>`blobs`.as('b')).selectAll(),
    );
    expect(Buffer.isBuffer(row?.raw)).toBe(true);
    expect(row?.raw.toString('hex')).toBe('0001feff');
    await expect(
      database.reads.rows(db.selectFrom(sql<{ id: number }>`missing`.as('m')).selectAll()),
    ).rejects.toThrow(/no such table/);
  });

  it('lets a transaction read and then write while the writer thread commits meanwhile', async () => {
    // The writer thread is up before the race starts.
    await insertNote(1, 'warm');
    let written: Promise<unknown> | undefined;
    await database.transactions.readWrite(async (trx) => {
      const read = await sql<{ value: number }>`select value from counters where id = 1`.execute(
        trx,
      );
      const value = read.rows[0]?.value ?? 0;
      written = insertNote(2, 'meanwhile');
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
