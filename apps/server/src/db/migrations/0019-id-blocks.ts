import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Blocks of ESME message and part ids: each process (and each start) reserves the next block by
 * advancing `next_id` in one statement, so two processes on one database, or a restart, never
 * hand out the same id. Seeded above the ids stored so far.
 */
export const idBlocks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('id_blocks')
      .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
      .addColumn('next_id', 'bigint', (col) => col.notNull())
      .execute();
    for (const table of ['esme_messages', 'esme_message_parts']) {
      await sql`insert into id_blocks (name, next_id) select ${table}, coalesce(max(id), 0) + 1 from ${sql.table(table)}`.execute(
        db,
      );
    }
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('id_blocks').execute();
  },
};
