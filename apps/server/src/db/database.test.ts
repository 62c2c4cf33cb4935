import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqlite, sqliteWriterOf, type Db } from './database.js';
import { insertOf } from './sqlite-writer/write-job.js';

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

  it('has a writer thread for a database file and none in memory', async () => {
    expect(sqliteWriterOf(db)).toBeDefined();
    const memory = createSqlite(':memory:');
    expect(sqliteWriterOf(memory)).toBeUndefined();
    await memory.destroy();
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
