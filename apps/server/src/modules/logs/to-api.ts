import type { PduLog } from '@routelab/shared';
import { commandName, commandStatusName } from '@routelab/smpp';
import type { Insertable } from 'kysely';
import type { PduLogsTable } from '../../db/schema.js';
import { decodeForDisplay } from './decode-for-display.js';

type StoredRow = Insertable<PduLogsTable> & { id: number };

export function commandLabel(commandId: number): string {
  return commandName(commandId) ?? `0x${commandId.toString(16).padStart(8, '0')}`;
}

/** A stored row as the API shows it; `detail` adds the decoded fields and the hex dump. */
export function toPduLog(row: StoredRow, detail: boolean): PduLog {
  const raw = Buffer.isBuffer(row.raw) ? row.raw : Buffer.from(row.raw as Uint8Array);
  const log: PduLog = {
    id: row.id,
    time: new Date(Number(row.created_at)).toISOString(),
    side: row.side,
    connection_id: Number(row.connection_id),
    session_id: row.session_id,
    direction: row.direction,
    command_id: Number(row.command_id),
    command: commandLabel(Number(row.command_id)),
    command_status: Number(row.command_status),
    command_status_name: commandStatusName(Number(row.command_status)),
    sequence_number: Number(row.sequence_number),
    message_id: row.message_id ?? null,
    length: Number(row.length),
  };
  if (Number(row.unmatched_receipt ?? 0) === 1) log.unmatched_receipt = true;
  if (detail) {
    log.fields = decodeForDisplay(raw);
    log.hex = raw.toString('hex');
  }
  return log;
}
