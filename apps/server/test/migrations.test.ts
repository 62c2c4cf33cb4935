import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateDown, migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { describeEachDialect } from './support/dialects.js';

describeEachDialect('migrations', (server) => {
  it('are applied once, revert one by one and apply again', async () => {
    const { db } = server();
    const names = Object.keys(migrations).sort();
    const tables = async () =>
      (await db.introspection.getTables())
        .map((t) => t.name)
        .filter((n) => !n.startsWith('kysely_'))
        .sort();

    expect(await migrateToLatest(db)).toEqual([]);
    const all = await tables();
    expect(all).toEqual(expect.arrayContaining(['sessions', 'tokens', 'users']));
    for (const name of [...names].reverse()) {
      expect(await migrateDown(db)).toEqual([`${name} Down Success`]);
    }
    expect(await tables()).toEqual([]);
    expect(await migrateToLatest(db)).toEqual(names.map((name) => `${name} Up Success`));
    expect(await tables()).toEqual(all);
  });

  it('keeps e-mails unique and money as exact integers', async () => {
    const { db } = server();
    const user = await server().createUser('money@example.com', 'money-Pass-1');
    const micros = 9_007_199_254; // about 9007 USD, exact in micro-dollars
    await db
      .updateTable('users')
      .set({ balance_micros: micros })
      .where('id', '=', user.id)
      .execute();
    const row = await db
      .selectFrom('users')
      .select('balance_micros')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.balance_micros).toBe(micros);
    await expect(
      sql`insert into users (email, password_hash, created_at) values ('money@example.com', 'x', 0)`.execute(
        db,
      ),
    ).rejects.toThrow();
  });
});
