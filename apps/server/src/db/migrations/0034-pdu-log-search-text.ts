import type { Kysely, Migration } from 'kysely';

/**
 * The PDU log's search (issue 36) looks through the decoded source and destination addresses and
 * text of the PDUs that carry a message: kept beside the raw bytes, lower case and at most 400
 * characters (search-text-of-pdu.ts), null for every other PDU. No index: a substring match
 * cannot use a B-tree, and each index is paid for on every PDU logged; a search reads the user's
 * rows of one side by their (user_id, side) index. Rows logged before this have none: the log's
 * retention replaces them, and rewriting millions of rows at start would hold the server up.
 */
export const pduLogSearchText: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('pdu_logs').addColumn('search_text', 'varchar(400)').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('pdu_logs').dropColumn('search_text').execute();
  },
};
