import { sql, type Kysely, type Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

/**
 * MO routing (issue 37): each part of an SMSC's MO message that an MO route gives to an ESME
 * account is relayed as it came (addresses, esm_class, data_coding, octets and the TLVs worth
 * relaying), written in the transaction that stores the MO. `queued` rows go out as deliver_sm
 * on one of the account's receiving binds, `sent` once it answers ESME_ROK, `failed` after the
 * tries a refusal allows. `route_id` is kept when the route is deleted (no key).
 */
export const moDeliveries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mo_deliveries')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('client_id', 'integer', (col) =>
        col.notNull().references('clients.id').onDelete('cascade'),
      )
      .addColumn('route_id', 'integer')
      .addColumn('mo_message_id', 'integer', (col) =>
        col.notNull().references('smsc_messages.id').onDelete('cascade'),
      )
      .addColumn('seq', 'integer', (col) => col.notNull())
      .addColumn('source_addr', 'varchar(21)', (col) => col.notNull())
      .addColumn('source_addr_ton', 'integer', (col) => col.notNull())
      .addColumn('source_addr_npi', 'integer', (col) => col.notNull())
      .addColumn('destination_addr', 'varchar(21)', (col) => col.notNull())
      .addColumn('dest_addr_ton', 'integer', (col) => col.notNull())
      .addColumn('dest_addr_npi', 'integer', (col) => col.notNull())
      .addColumn('esm_class', 'integer', (col) => col.notNull())
      .addColumn('data_coding', 'integer', (col) => col.notNull())
      .addColumn('short_message', 'text', (col) => col.notNull())
      .addColumn('tlvs', 'text', (col) => col.notNull())
      .addColumn('state', 'varchar(6)', (col) => col.notNull().defaultTo('queued'))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('command_status', 'integer')
      .addColumn('due_at', 'bigint', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('done_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('mo_deliveries_queued')
      .on('mo_deliveries')
      .columns(['client_id', 'due_at'])
      .where(sql.ref('state'), '=', 'queued')
      .execute();
    await db.schema
      .createIndex('mo_deliveries_mo_message_id')
      .on('mo_deliveries')
      .column('mo_message_id')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mo_deliveries').execute();
  },
};
