import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The (client_id, message_id) index of esme_message_parts goes: its keys are decimal strings,
 * which sort out of insertion order, so every received message changed a leaf page in the
 * middle of it (7.5% of the writer's SQLite instructions per message, and more page writes).
 * A message id we hand out is the id of its first part, and a submit_multi's parts are numbered
 * one after another, so the repository finds the parts of a message id in a short range of the
 * primary key instead.
 */
export const partsById: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop index esme_message_parts_client_message_id`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`create index esme_message_parts_client_message_id on esme_message_parts (client_id, message_id)`.execute(
      db,
    );
  },
};
