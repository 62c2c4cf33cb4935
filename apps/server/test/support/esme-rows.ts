import type { NewEsmeMessagePartRow, NewEsmeMessageRow } from '../../src/db/schema.js';

/** A received message row as ingest stores it: one GSM part (its id is the message id). */
export function esmeMessageRow(
  id: number,
  userId: number,
  clientId: number,
  fields: Partial<NewEsmeMessageRow> = {},
): NewEsmeMessageRow {
  return {
    id,
    user_id: userId,
    client_id: clientId,
    command: 'submit_sm',
    service_type: '',
    source_addr: 'Batch',
    source_addr_ton: 5,
    source_addr_npi: 0,
    destination_addr: '4915100000001',
    dest_addr_ton: 1,
    dest_addr_npi: 1,
    text: `message ${id}`,
    data_coding: 0,
    esm_class: 0,
    registered_delivery: 1,
    concatenation: null,
    parts: 1,
    parts_received: 1,
    message_id: String(id),
    status: 'enroute',
    command_status: 0,
    dlr_text: null,
    tlvs: '[]',
    created_at: Date.now(),
    done_at: null,
    scheduled_at: null,
    valid_until: null,
    replaced_by: null,
    cost_micros: null,
    ...fields,
  };
}

/** One part of a received message, as ingest stores it. */
export function esmePartRow(
  id: number,
  messageRowId: number,
  clientId: number,
  fields: Partial<NewEsmeMessagePartRow> = {},
): NewEsmeMessagePartRow {
  return {
    id,
    esme_message_id: messageRowId,
    client_id: clientId,
    seq: 1,
    message_id: String(id),
    short_message_hex: '6869',
    esm_class: 0,
    registered_delivery: 1,
    tlvs: '[]',
    status: 'enroute',
    command_status: 0,
    submitted_at: Date.now(),
    done_at: null,
    dlr_text: null,
    report_due_at: null,
    report_expires_at: null,
    report_status: null,
    report_error: null,
    outcome_at: null,
    ...fields,
  };
}
