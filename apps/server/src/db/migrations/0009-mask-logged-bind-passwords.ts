import { sql, type Kysely, type Migration } from 'kysely';
import { maskBindPassword, PASSWORD_COMMAND_IDS } from '../../modules/logs/mask-bind-password.js';

/**
 * PDU logs now store bind passwords masked; this masks those logged before. There is no way back
 * (down leaves them masked): the passwords are not kept anywhere else in the clear.
 */
export const maskLoggedBindPasswords: Migration = {
  async up(db: Kysely<unknown>) {
    const rows = await sql<{ id: number; command_id: number; raw: Uint8Array }>`
      select id, command_id, raw from pdu_logs where command_id in (${sql.join([...PASSWORD_COMMAND_IDS])})`.execute(
      db,
    );
    for (const row of rows.rows) {
      const raw = Buffer.from(row.raw);
      maskBindPassword(raw, Number(row.command_id));
      await sql`update pdu_logs set raw = ${raw} where id = ${row.id}`.execute(db);
    }
  },

  async down() {},
};
