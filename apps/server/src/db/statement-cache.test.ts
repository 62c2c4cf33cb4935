import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  const opened: SqliteDatabase.Database[] = [];
  const open = () => {
    const database = new SqliteDatabase(':memory:');
    opened.push(database);
    return database;
  };
  afterEach(() => {
    for (const database of opened.splice(0)) if (database.open) database.close();
  });

  it('hands out the same statement for the same SQL and runs it with new parameters', () => {
    const cached = withStatementCache(open());
    const first = cached.prepare('select ? as v');
    expect(cached.prepare('select ? as v')).toBe(first);
    expect(first.all([1])).toEqual([{ v: 1 }]);
    expect(cached.prepare('select ? as v').all([2])).toEqual([{ v: 2 }]);
  });

  it('drops the least recently used statement beyond its size', () => {
    const cached = withStatementCache(open(), 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a);
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('prepares a fresh statement while the cached one is still iterating', () => {
    const cached = withStatementCache(open());
    const sql = 'select value from json_each(?)';
    const iterating = cached.prepare(sql).iterate(['[1,2,3]']);
    expect(iterating.next().value).toEqual({ value: 1 });
    expect(cached.prepare(sql).all(['[4]'])).toEqual([{ value: 4 }]);
    expect([...iterating]).toEqual([{ value: 2 }, { value: 3 }]);
  });

  it('closes the database', () => {
    const database = open();
    withStatementCache(database).close();
    expect(database.open).toBe(false);
  });
});
