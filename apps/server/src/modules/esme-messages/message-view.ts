import type { EsmeMessage, EsmeMessageDetail, MessagePart, MessageStatus } from '@routelab/shared';
import { commandStatusName } from '@routelab/smpp';
import { namedTlvs } from '../../db/named-tlvs.js';
import { messageContentOf } from '../../db/message-content.js';
import { partUdh } from '../../db/part-udh.js';
import type { EsmeMessagePartRow, EsmeMessageRow } from '../../db/schema.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function parseTlvs(stored: string): EsmeMessageDetail['tlvs'] {
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed) ? namedTlvs(parsed as { tag: number; value: string }[]) : [];
  } catch {
    return [];
  }
}

export function toMessage(row: EsmeMessageRow): EsmeMessage {
  const failed = row.command_status !== null && row.command_status !== 0;
  return {
    id: row.id,
    direction: 'esme',
    gateway_id: null,
    client_id: row.client_id,
    ...messageContentOf(row),
    status: row.status as MessageStatus,
    command_status: row.command_status,
    error: failed ? commandStatusName(row.command_status ?? 0) : null,
    dlr_text: row.dlr_text,
    created_at: new Date(row.created_at).toISOString(),
    submitted_at: new Date(row.created_at).toISOString(),
    done_at: iso(row.done_at),
    scheduled_at: iso(row.scheduled_at),
    valid_until: iso(row.valid_until),
    replaced_by: row.replaced_by,
  };
}

/** A refused receipt still to be tried again or given up; null when none (or it went out). */
function receiptRefusalOf(part: EsmeMessagePartRow): MessagePart['receipt_refusal'] {
  const pending = part.report_due_at !== null || part.report_failed_at !== null;
  if (part.report_refused_status === null || !pending) return null;
  return {
    attempts: part.report_attempts,
    command_status: part.report_refused_status,
    error: commandStatusName(part.report_refused_status),
    next_attempt_at: part.report_failed_at === null ? iso(part.report_due_at) : null,
    failed_at: iso(part.report_failed_at),
  };
}

export function toMessageDetail(
  row: EsmeMessageRow,
  parts: EsmeMessagePartRow[],
): EsmeMessageDetail {
  return {
    ...toMessage(row),
    part_list: parts.map((part) => ({
      seq: part.seq,
      message_id: part.message_id,
      command_status: part.command_status,
      status: part.status as MessageStatus,
      submitted_at: iso(part.submitted_at),
      // The response leaves as soon as the part is stored, in the same moment.
      responded_at: iso(part.submitted_at),
      done_at: iso(part.done_at),
      dlr_text: part.dlr_text,
      short_message_hex: part.short_message_hex,
      receipt_refusal: receiptRefusalOf(part),
      udh: partUdh(part.short_message_hex, part.esm_class),
    })),
    tlvs: parseTlvs(row.tlvs),
  };
}
