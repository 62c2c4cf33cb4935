import { sql, type Kysely, type Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

/**
 * The SMPP server side: ESME accounts, the messages they submit and one row per submitted part.
 * Part ids and message ids are assigned by the server process (it is the only writer), so a
 * group commit can answer every submit_sm with its id without a round trip per row. A part's
 * pending delivery report lives on the part itself (report_due_at), indexed only while pending.
 */
export const esme: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('clients')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('system_id', 'varchar(16)', (col) => col.notNull().unique())
      .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
      .addColumn('allowed_ips', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('max_binds', 'integer', (col) => col.notNull())
      .addColumn('throughput_limit', 'integer', (col) => col.notNull())
      .addColumn('dlr_policy', 'text', (col) => col.notNull())
      .addColumn('enabled', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('clients_user_id').on('clients').column('user_id').execute();

    await db.schema
      .createTable('esme_messages')
      .addColumn('id', 'bigint', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull())
      .addColumn('client_id', 'integer', (col) =>
        col.notNull().references('clients.id').onDelete('cascade'),
      )
      .addColumn('command', 'varchar(20)', (col) => col.notNull())
      .addColumn('service_type', 'varchar(6)', (col) => col.notNull())
      .addColumn('source_addr', 'varchar(65)', (col) => col.notNull())
      .addColumn('source_addr_ton', 'integer', (col) => col.notNull())
      .addColumn('source_addr_npi', 'integer', (col) => col.notNull())
      .addColumn('destination_addr', 'varchar(65)', (col) => col.notNull())
      .addColumn('dest_addr_ton', 'integer', (col) => col.notNull())
      .addColumn('dest_addr_npi', 'integer', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('data_coding', 'integer', (col) => col.notNull())
      .addColumn('esm_class', 'integer', (col) => col.notNull())
      .addColumn('registered_delivery', 'integer', (col) => col.notNull())
      .addColumn('concatenation', 'varchar(10)')
      .addColumn('parts', 'integer', (col) => col.notNull())
      .addColumn('parts_received', 'integer', (col) => col.notNull())
      .addColumn('message_id', 'varchar(65)')
      .addColumn('status', 'varchar(20)', (col) => col.notNull())
      .addColumn('command_status', 'integer')
      .addColumn('dlr_text', 'text')
      .addColumn('tlvs', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('done_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('esme_messages_user_created')
      .on('esme_messages')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('esme_messages_client_id')
      .on('esme_messages')
      .column('client_id')
      .execute();

    await db.schema
      .createTable('esme_message_parts')
      .addColumn('id', 'bigint', (col) => col.primaryKey())
      .addColumn('esme_message_id', 'bigint', (col) =>
        col.notNull().references('esme_messages.id').onDelete('cascade'),
      )
      .addColumn('client_id', 'integer', (col) => col.notNull())
      .addColumn('seq', 'integer', (col) => col.notNull())
      .addColumn('message_id', 'varchar(65)')
      .addColumn('short_message_hex', 'text', (col) => col.notNull())
      .addColumn('esm_class', 'integer', (col) => col.notNull())
      .addColumn('registered_delivery', 'integer', (col) => col.notNull())
      .addColumn('tlvs', 'text', (col) => col.notNull())
      .addColumn('status', 'varchar(20)', (col) => col.notNull())
      .addColumn('command_status', 'integer')
      .addColumn('submitted_at', 'bigint', (col) => col.notNull())
      .addColumn('done_at', 'bigint')
      .addColumn('dlr_text', 'text')
      .addColumn('report_due_at', 'bigint')
      .addColumn('report_expires_at', 'bigint')
      .addColumn('report_status', 'varchar(20)')
      .addColumn('report_error', 'integer')
      .execute();
    await db.schema
      .createIndex('esme_message_parts_message')
      .on('esme_message_parts')
      .column('esme_message_id')
      .execute();
    await db.schema
      .createIndex('esme_message_parts_client_message_id')
      .on('esme_message_parts')
      .columns(['client_id', 'message_id'])
      .execute();
    // Partial: only parts whose report is still to be sent are in it.
    await sql`create index esme_message_parts_report_due on esme_message_parts (client_id, report_due_at) where report_due_at is not null`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('esme_message_parts').execute();
    await db.schema.dropTable('esme_messages').execute();
    await db.schema.dropTable('clients').execute();
  },
};
