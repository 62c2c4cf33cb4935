import type { Insertable } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqlite, type DatabaseHandle, type Db } from './database.js';
import { migrateToLatest } from './migrate.js';
import type { InsertColumn } from './raw-sql.js';
import type { UsersTable } from './schema.js';

type NewUser = Insertable<UsersTable>;

const USER_COLUMNS: readonly InsertColumn<NewUser>[] = [
  ['email', 'varchar'],
  ['password_hash', 'varchar'],
  ['first_name', 'varchar'],
  ['last_name', 'varchar'],
  ['groups', 'varchar'],
  ['tier', 'varchar'],
  ['created_at', 'bigint'],
];

const user = (email: string): NewUser => ({
  email,
  password_hash: 'x',
  first_name: '',
  last_name: '',
  groups: 'user',
  tier: 'any',
  created_at: 1,
});

/**
 * A SQLite connection without a writer thread (in memory) runs a unit in a Kysely transaction;
 * the writer thread and PostgreSQL are covered by test/transactions.test.ts.
 */
describe('Transactions on a SQL connection', () => {
  let database: DatabaseHandle;
  let db: Db;

  beforeEach(async () => {
    database = createSqlite(':memory:');
    db = database.db;
    await migrateToLatest(db);
  });

  afterEach(async () => {
    await database.destroy();
  });

  const emails = async () =>
    (await db.selectFrom('users').select('email').orderBy('id').execute()).map((row) => row.email);

  it('commits inserts and updates together and answers ids in order, over several chunks', async () => {
    const many = Array.from({ length: 1_201 }, (_, index) => user(`u${index}@example.com`));
    const inserted = await database.transactions.write((work) => {
      const rows = work.insert('users', USER_COLUMNS, many, { returnIds: true });
      work.run('update users set tier = ? where email = ?', ['VIP 1', 'u0@example.com']);
      return rows;
    });
    const stored = await db
      .selectFrom('users')
      .select(['id', 'email', 'tier'])
      .orderBy('id')
      .execute();
    expect(inserted.ids).toEqual(stored.map((row) => row.id));
    expect(stored.map((row) => row.email)).toEqual(many.map((row) => row.email));
    expect(stored[0]!.tier).toBe('VIP 1');
  });

  it('rolls every statement back when one fails, after an asynchronous build', async () => {
    await expect(
      database.transactions.write(async (work) => {
        work.insert('users', USER_COLUMNS, [user('a@example.com')]);
        await Promise.resolve();
        // The same e-mail again breaks the unique index.
        work.insert('users', USER_COLUMNS, [user('a@example.com')]);
      }),
    ).rejects.toThrow(/UNIQUE/);
    expect(await emails()).toEqual([]);
  });

  it("runs a read-write transaction's work inside it: rolled back with it", async () => {
    await expect(
      database.transactions.readWrite(async (trx, work) => {
        await trx.insertInto('users').values(user('a@example.com')).execute();
        work.insert('users', USER_COLUMNS, [user('b@example.com')]);
        work.run('update users set tier = ?', ['VIP 2']);
        expect(await trx.selectFrom('users').select('tier').execute()).toHaveLength(1);
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    expect(await emails()).toEqual([]);
    await database.transactions.readWrite(async (trx, work) => {
      await trx.insertInto('users').values(user('a@example.com')).execute();
      work.run('update users set tier = ?', ['VIP 2']);
    });
    expect(await db.selectFrom('users').select(['email', 'tier']).execute()).toEqual([
      { email: 'a@example.com', tier: 'VIP 2' },
    ]);
  });

  it('fails the unit when a guarded statement changes no row', async () => {
    await expect(
      database.transactions.write((work) => {
        work.insert('users', USER_COLUMNS, [user('a@example.com')]);
        work.query(db.updateTable('users').set({ tier: 'VIP 3' }).where('email', '=', 'b@x'), {
          unchangedError: 'no such user',
        });
      }),
    ).rejects.toThrow('no such user');
    expect(await emails()).toEqual([]);
  });

  it('commits nothing when the build throws, and rejects with its error', async () => {
    await expect(
      database.transactions.write((work) => {
        work.insert('users', USER_COLUMNS, [user('a@example.com')]);
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await emails()).toEqual([]);
  });

  it('does nothing for a unit without statements', async () => {
    const inserted = await database.transactions.write((work) =>
      work.insert('users', USER_COLUMNS, []),
    );
    expect(inserted.ids).toEqual([]);
  });
});
