import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateDown, migrateToLatest } from '../src/db/migrate.js';
import { describeEachDialect } from './support/dialects.js';

describeEachDialect('migrations', (server) => {
  it('are applied once, revert cleanly and apply again', async () => {
    const { db } = server();
    expect(await migrateToLatest(db)).toEqual([]);
    const tables = async () =>
      (await db.introspection.getTables())
        .map((t) => t.name)
        .filter((n) => !n.startsWith('kysely_'));

    expect((await tables()).sort()).toEqual(['sessions', 'tokens', 'users']);
    expect(await migrateDown(db)).toEqual(['0001-accounts Down Success']);
    expect(await tables()).toEqual([]);
    expect(await migrateToLatest(db)).toEqual(['0001-accounts Up Success']);
    expect((await tables()).sort()).toEqual(['sessions', 'tokens', 'users']);
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
