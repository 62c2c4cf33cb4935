import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

/**
 * Gateway mode (issue 37). `routes`: the owner's MT and MO routes, match and action as JSON of
 * the shared schemas. `gateway_prices`: a price per destination prefix per gateway (least cost).
 * `clients.routing` ('off' keeps every existing account storing and simulating) and
 * `clients.no_route` ('refuse' or 'accept_report'). A routed submit is sent as an SMSC message of
 * its own: `smsc_messages.esme_part_id` names the received part it carries (indexed, both ways
 * of the link), `route_id` the route and `route_attempt` which of its gateways this is.
 */
export const routing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('routes')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('kind', 'varchar(2)', (col) => col.notNull())
      .addColumn('priority', 'integer', (col) => col.notNull())
      .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('match', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('routes_user_id').on('routes').column('user_id').execute();

    await db.schema
      .createTable('gateway_prices')
      .addColumn('gateway_id', 'integer', (col) =>
        col.notNull().references('gateways.id').onDelete('cascade'),
      )
      .addColumn('prefix', 'varchar(15)', (col) => col.notNull())
      .addColumn('price_micros', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('gateway_prices_pk', ['gateway_id', 'prefix'])
      .execute();

    await db.schema
      .alterTable('clients')
      .addColumn('routing', 'varchar(3)', (col) => col.notNull().defaultTo('off'))
      .execute();
    await db.schema
      .alterTable('clients')
      .addColumn('no_route', 'varchar(13)', (col) => col.notNull().defaultTo('refuse'))
      .execute();

    await db.schema.alterTable('smsc_messages').addColumn('esme_part_id', 'bigint').execute();
    await db.schema.alterTable('smsc_messages').addColumn('route_id', 'integer').execute();
    await db.schema.alterTable('smsc_messages').addColumn('route_attempt', 'integer').execute();
    await db.schema
      .createIndex('smsc_messages_esme_part_id')
      .on('smsc_messages')
      .column('esme_part_id')
      .where('esme_part_id', 'is not', null)
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('smsc_messages_esme_part_id').execute();
    await db.schema.alterTable('smsc_messages').dropColumn('route_attempt').execute();
    await db.schema.alterTable('smsc_messages').dropColumn('route_id').execute();
    await db.schema.alterTable('smsc_messages').dropColumn('esme_part_id').execute();
    await db.schema.alterTable('clients').dropColumn('no_route').execute();
    await db.schema.alterTable('clients').dropColumn('routing').execute();
    await db.schema.dropTable('gateway_prices').execute();
    await db.schema.dropTable('routes').execute();
  },
};
