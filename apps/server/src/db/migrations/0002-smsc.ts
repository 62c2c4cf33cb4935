import type { Kysely, Migration } from 'kysely';
import { autoIncrementId, isPostgres } from './column-types.js';

/**
 * The SMPP client side: gateways (SMSC connections), messages sent and received through them,
 * the parts each message went out as, and the PDU log of both sides (side 'smsc' or 'esme').
 */
export const smsc: Migration = {
  async up(db: Kysely<unknown>) {
    const binary = isPostgres(db) ? 'bytea' : 'blob';

    await db.schema
      .createTable('gateways')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('host', 'varchar(253)', (col) => col.notNull())
      .addColumn('port', 'integer', (col) => col.notNull())
      .addColumn('tls', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('system_id', 'varchar(16)', (col) => col.notNull())
      .addColumn('password_enc', 'text', (col) => col.notNull())
      .addColumn('system_type', 'varchar(13)', (col) => col.notNull().defaultTo(''))
      .addColumn('bind_type', 'varchar(3)', (col) => col.notNull())
      .addColumn('interface_version', 'integer', (col) => col.notNull())
      .addColumn('addr_ton', 'integer', (col) => col.notNull())
      .addColumn('addr_npi', 'integer', (col) => col.notNull())
      .addColumn('address_range', 'varchar(41)', (col) => col.notNull().defaultTo(''))
      .addColumn('source_addr', 'varchar(21)', (col) => col.notNull().defaultTo(''))
      .addColumn('source_addr_ton', 'integer')
      .addColumn('source_addr_npi', 'integer')
      .addColumn('enquire_link_interval', 'integer', (col) => col.notNull())
      .addColumn('reconnect_delay', 'integer', (col) => col.notNull())
      .addColumn('window_size', 'integer', (col) => col.notNull())
      .addColumn('throughput_limit', 'integer', (col) => col.notNull())
      .addColumn('enabled', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('gateways_user_id').on('gateways').column('user_id').execute();

    await db.schema
      .createTable('smsc_messages')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('gateway_id', 'integer', (col) =>
        col.references('gateways.id').onDelete('set null'),
      )
      .addColumn('direction', 'varchar(4)', (col) => col.notNull())
      .addColumn('source_addr', 'varchar(21)', (col) => col.notNull())
      .addColumn('source_addr_ton', 'integer', (col) => col.notNull())
      .addColumn('source_addr_npi', 'integer', (col) => col.notNull())
      .addColumn('destination_addr', 'varchar(21)', (col) => col.notNull())
      .addColumn('dest_addr_ton', 'integer', (col) => col.notNull())
      .addColumn('dest_addr_npi', 'integer', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('data_coding', 'integer', (col) => col.notNull())
      .addColumn('esm_class', 'integer', (col) => col.notNull())
      .addColumn('registered_delivery', 'integer', (col) => col.notNull())
      .addColumn('parts', 'integer', (col) => col.notNull())
      .addColumn('message_id', 'varchar(65)')
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('command_status', 'bigint')
      .addColumn('error', 'text')
      .addColumn('dlr_text', 'text')
      /** JSON: service_type, validity, schedule, protocol fields and extra TLVs of the request. */
      .addColumn('params', 'text', (col) => col.notNull())
      .addColumn('load_test_id', 'varchar(40)')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('submitted_at', 'bigint')
      .addColumn('done_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('smsc_messages_user_created')
      .on('smsc_messages')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('smsc_messages_user_status')
      .on('smsc_messages')
      .columns(['user_id', 'status', 'created_at'])
      .execute();
    await db.schema
      .createIndex('smsc_messages_gateway_created')
      .on('smsc_messages')
      .columns(['gateway_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('smsc_messages_message_id')
      .on('smsc_messages')
      .column('message_id')
      .execute();
    await db.schema
      .createIndex('smsc_messages_load_test')
      .on('smsc_messages')
      .column('load_test_id')
      .execute();

    await db.schema
      .createTable('smsc_message_parts')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('sms_id', 'integer', (col) =>
        col.notNull().references('smsc_messages.id').onDelete('cascade'),
      )
      .addColumn('gateway_id', 'integer', (col) =>
        col.references('gateways.id').onDelete('set null'),
      )
      .addColumn('seq', 'integer', (col) => col.notNull())
      /** Outbox state: queued -> sending (claimed; may be on the wire) -> answered. */
      .addColumn('state', 'varchar(10)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('esm_class', 'integer', (col) => col.notNull())
      .addColumn('short_message', 'text', (col) => col.notNull())
      /** JSON list of {tag, value hex}: this part's TLVs (SAR, message_payload, extras). */
      .addColumn('tlvs', 'text', (col) => col.notNull())
      .addColumn('session_id', 'varchar(40)')
      .addColumn('sequence_number', 'bigint')
      .addColumn('smsc_message_id', 'varchar(65)')
      .addColumn('id_decimal', 'varchar(80)')
      .addColumn('id_hex_value', 'varchar(80)')
      .addColumn('command_status', 'bigint')
      .addColumn('error', 'text')
      .addColumn('dlr_text', 'text')
      /** Where the receipt came in, to find its deliver_sm in the PDU log. */
      .addColumn('receipt_session_id', 'varchar(40)')
      .addColumn('receipt_sequence_number', 'bigint')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('submitted_at', 'bigint')
      .addColumn('responded_at', 'bigint')
      .addColumn('done_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('smsc_parts_outbox')
      .on('smsc_message_parts')
      .columns(['gateway_id', 'state', 'id'])
      .execute();
    await db.schema
      .createIndex('smsc_parts_sms')
      .on('smsc_message_parts')
      .column('sms_id')
      .execute();
    for (const column of ['smsc_message_id', 'id_decimal', 'id_hex_value'] as const) {
      await db.schema
        .createIndex(`smsc_parts_${column}`)
        .on('smsc_message_parts')
        .columns(['gateway_id', column])
        .execute();
    }

    await db.schema
      .createTable('pdu_logs')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('side', 'varchar(4)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('connection_id', 'integer', (col) => col.notNull())
      .addColumn('session_id', 'varchar(40)', (col) => col.notNull())
      .addColumn('direction', 'varchar(3)', (col) => col.notNull())
      .addColumn('command_id', 'bigint', (col) => col.notNull())
      .addColumn('command_status', 'bigint', (col) => col.notNull())
      .addColumn('sequence_number', 'bigint', (col) => col.notNull())
      .addColumn('message_id', 'varchar(65)')
      .addColumn('length', 'integer', (col) => col.notNull())
      .addColumn('raw', binary, (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('pdu_logs_user_side_id')
      .on('pdu_logs')
      .columns(['user_id', 'side', 'id'])
      .execute();
    await db.schema
      .createIndex('pdu_logs_connection_sequence')
      .on('pdu_logs')
      .columns(['side', 'connection_id', 'sequence_number'])
      .execute();
    await db.schema
      .createIndex('pdu_logs_message_id')
      .on('pdu_logs')
      .columns(['side', 'message_id'])
      .execute();
    await db.schema.createIndex('pdu_logs_created').on('pdu_logs').column('created_at').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('pdu_logs').execute();
    await db.schema.dropTable('smsc_message_parts').execute();
    await db.schema.dropTable('smsc_messages').execute();
    await db.schema.dropTable('gateways').execute();
  },
};
