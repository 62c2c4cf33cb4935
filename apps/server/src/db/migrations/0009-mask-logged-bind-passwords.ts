import { sql, type Kysely, type Migration } from 'kysely';

/**
 * PDU logs now store bind passwords masked; this masks those logged before. There is no way back
 * (down leaves them masked): the passwords are not kept anywhere else in the clear.
 *
 * The masking is a frozen copy of what the PDU log did when this migration was written: a
 * migration must do the same thing however the live code changes later.
 */
export const maskLoggedBindPasswords: Migration = {
  async up(db: Kysely<unknown>) {
    const rows = await sql<{ id: number; command_id: number; raw: Uint8Array }>`
      select id, command_id, raw from pdu_logs where command_id in (${sql.join([...PASSWORD_COMMAND_IDS])})`.execute(
      db,
    );
    for (const row of rows.rows) {
      const raw = Buffer.from(row.raw);
      maskPassword(raw);
      await sql`update pdu_logs set raw = ${raw} where id = ${row.id}`.execute(db);
    }
  },

  async down() {},
};

/** bind_receiver, bind_transmitter, bind_transceiver and outbind: system_id, then password. */
const PASSWORD_COMMAND_IDS = [0x00000001, 0x00000002, 0x00000009, 0x0000000b];
const BODY_OFFSET = 16;
const NUL = 0;
const ASTERISK = 0x2a;

/** Overwrites the password after the system_id with one `*` per byte, in place. */
function maskPassword(pdu: Buffer): void {
  const systemIdEnd = pdu.indexOf(NUL, BODY_OFFSET);
  if (systemIdEnd < 0) return;
  for (let index = systemIdEnd + 1; index < pdu.length && pdu[index] !== NUL; index++) {
    pdu[index] = ASTERISK;
  }
}
