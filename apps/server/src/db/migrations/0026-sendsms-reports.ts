import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

/**
 * Kannel-compatible sendsms (issue 23): the dlr-url and dlr-mask of each message sent through
 * /cgi-bin/sendsms, with what its escape codes need, and which of the reports it asks for have
 * been handed to the job queue (`reported`, the dlr-mask bits done). `open` rows are polled.
 */
export const sendsmsReports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sendsms_reports')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('message_id', 'integer', (col) =>
        col.notNull().unique().references('smsc_messages.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('dlr_url', 'text', (col) => col.notNull())
      .addColumn('dlr_mask', 'integer', (col) => col.notNull())
      .addColumn('sender', 'varchar(32)', (col) => col.notNull())
      .addColumn('receiver', 'varchar(32)', (col) => col.notNull())
      .addColumn('smsc_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('meta_data', 'text')
      .addColumn('reported', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('open', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('sendsms_reports_open')
      .on('sendsms_reports')
      .columns(['open', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sendsms_reports').execute();
  },
};
