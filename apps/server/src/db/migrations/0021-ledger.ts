import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from './column-types.js';

/**
 * The ledger (issue 22): every balance change is a row, written in the unit of work that changes
 * `users.balance_micros`; `balance_after_micros` is read from the row it updated. The balance can
 * never go negative: a CHECK constraint on PostgreSQL; on SQLite, whose ALTER TABLE cannot add
 * one to a table other tables reference, triggers that abort the statement the same way.
 * `prices` holds each tier's price list, seeded with the prices the product ships.
 */
/** The price list of issue 22 as shipped (a migration keeps its own copy: it never changes). */
const SHIPPED_PRICES = [
  ['any', 2_000, 1_000, 10_000_000],
  ['VIP 1', 1_500, 750, 8_000_000],
  ['VIP 2', 1_000, 500, 6_000_000],
  ['VIP 3', 500, 250, 4_000_000],
].map(([tier, sent, received, dedicated]) => ({
  tier,
  sent_segment_micros: sent,
  received_segment_micros: received,
  dedicated_ip_micros: dedicated,
}));

export const ledger: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = isPostgres(db);
    await db.schema
      .createTable('ledger_entries')
      .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
        postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
      )
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('kind', 'varchar(20)', (col) => col.notNull())
      .addColumn('amount_micros', 'bigint', (col) => col.notNull())
      .addColumn('balance_after_micros', 'bigint', (col) => col.notNull())
      .addColumn('reference', 'varchar(100)')
      .addColumn('note', 'varchar(200)')
      .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    // Balance history pages by user, newest first; verify-ledger sums by user.
    await db.schema
      .createIndex('ledger_entries_user')
      .on('ledger_entries')
      .columns(['user_id', 'id'])
      .execute();

    await db.schema
      .createTable('prices')
      .addColumn('tier', 'varchar(20)', (col) => col.primaryKey())
      .addColumn('sent_segment_micros', 'bigint', (col) => col.notNull())
      .addColumn('received_segment_micros', 'bigint', (col) => col.notNull())
      .addColumn('dedicated_ip_micros', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
    await db
      .insertInto('prices' as never)
      .values(SHIPPED_PRICES.map((price) => ({ ...price, updated_at: 0 })) as never)
      .execute();

    if (postgres) {
      await sql`alter table users add constraint users_balance_not_negative check (balance_micros >= 0)`.execute(
        db,
      );
    } else {
      for (const event of ['insert', 'update of balance_micros']) {
        const name =
          event === 'insert' ? 'users_balance_not_negative_insert' : 'users_balance_not_negative';
        await sql
          .raw(
            `create trigger ${name} before ${event} on users ` +
              `when new.balance_micros < 0 ` +
              `begin select raise(abort, 'CHECK constraint failed: users_balance_not_negative'); end`,
          )
          .execute(db);
      }
    }
  },

  async down(db: Kysely<unknown>) {
    if (isPostgres(db)) {
      await sql`alter table users drop constraint users_balance_not_negative`.execute(db);
    } else {
      await sql`drop trigger users_balance_not_negative`.execute(db);
      await sql`drop trigger users_balance_not_negative_insert`.execute(db);
    }
    await db.schema.dropTable('prices').execute();
    await db.schema.dropTable('ledger_entries').execute();
  },
};
