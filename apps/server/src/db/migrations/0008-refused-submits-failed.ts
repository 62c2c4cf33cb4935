import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A submit our SMPP server refused (a magic destination's command_status) reads `failed`, as a
 * submit a provider refuses does on the client side; `rejected` stays for REJECTD receipts. Before,
 * both read `rejected`, and the Received SMS status filter could not tell them apart.
 */
export const refusedSubmitsFailed: Migration = {
  async up(db: Kysely<unknown>) {
    await relabel(db, 'rejected', 'failed');
  },

  async down(db: Kysely<unknown>) {
    await relabel(db, 'failed', 'rejected');
  },
};

async function relabel(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  for (const table of ['esme_messages', 'esme_message_parts']) {
    await sql`update ${sql.table(table)} set status = ${to} where status = ${from} and command_status <> 0`.execute(
      db,
    );
  }
}
