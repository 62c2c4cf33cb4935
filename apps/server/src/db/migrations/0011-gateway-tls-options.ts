import type { Kysely, Migration } from 'kysely';

/**
 * TLS options of a gateway: whether the SMSC's certificate is verified (on for existing
 * gateways, as before) and the CA certificates to trust, for test SMSCs with their own.
 * One column per statement: SQLite alters a table one change at a time.
 */
export const gatewayTlsOptions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('gateways')
      .addColumn('tls_verify', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('gateways').addColumn('tls_ca', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('gateways').dropColumn('tls_ca').execute();
    await db.schema.alterTable('gateways').dropColumn('tls_verify').execute();
  },
};
