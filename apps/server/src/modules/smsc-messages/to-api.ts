import type { Message, MessageDetail, MessageDirection, MessageStatus } from '@routelab/shared';
import { namedTlvs } from '../../db/named-tlvs.js';
import { messageContentOf } from '../../db/message-content.js';
import { partUdh } from '../../db/part-udh.js';
import type { SmscMessagePartRow, SmscMessageRow } from '../../db/schema.js';
import type { StoredParams } from './build-message.js';

const iso = (t: number | null): string | null =>
  t === null ? null : new Date(Number(t)).toISOString();

export function toMessage(row: SmscMessageRow): Message {
  return {
    id: row.id,
    direction: row.direction as MessageDirection,
    gateway_id: row.gateway_id,
    client_id: null,
    ...messageContentOf(row),
    status: row.status as MessageStatus,
    command_status: row.command_status === null ? null : Number(row.command_status),
    error: row.error,
    dlr_text: row.dlr_text,
    created_at: iso(row.created_at)!,
    submitted_at: iso(row.submitted_at),
    done_at: iso(row.done_at),
  };
}

/** The detail view: every part with its timings and receipt, and the extra TLVs sent. */
export function toMessageDetail(row: SmscMessageRow, parts: SmscMessagePartRow[]): MessageDetail {
  const params = JSON.parse(row.params) as Partial<StoredParams>;
  return {
    ...toMessage(row),
    part_list: parts.map((part) => ({
      seq: part.seq,
      message_id: part.smsc_message_id,
      command_status: part.command_status === null ? null : Number(part.command_status),
      status: part.status as MessageStatus,
      submitted_at: iso(part.submitted_at),
      responded_at: iso(part.responded_at),
      done_at: iso(part.done_at),
      dlr_text: part.dlr_text,
      short_message_hex: part.short_message,
      udh: partUdh(part.short_message, part.esm_class),
    })),
    tlvs: namedTlvs(params.tlvs ?? []),
    send_options: {
      protocol_id: params.protocol_id ?? 0,
      priority_flag: params.priority_flag ?? 0,
      validity_period: params.validity_period ?? '',
      schedule_delivery_time: params.schedule_delivery_time ?? '',
      packed: params.packed ?? false,
      udh: params.udh ?? false,
    },
  };
}
