import type { Kysely, Migration } from 'kysely';

/**
 * What data_coding 0 means on a gateway's link (gsm7, ascii, latin1): GSM 03.38 for existing
 * gateways, as before.
 */
export const gatewayDefaultCharset: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('gateways')
      .addColumn('default_charset', 'text', (col) => col.notNull().defaultTo('gsm7'))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('gateways').dropColumn('default_charset').execute();
  },
};
