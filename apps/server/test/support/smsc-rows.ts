import type { NewSmscMessagePartRow, NewSmscMessageRow } from '../../src/db/schema.js';

/** A sent (MT) message row as a send stores it: one GSM part, queued, for `gatewayId`. */
export function smscMessageRow(
  userId: number,
  gatewayId: number,
  fields: Partial<NewSmscMessageRow> = {},
): NewSmscMessageRow {
  return {
    user_id: userId,
    gateway_id: gatewayId,
    direction: 'mt',
    source_addr: 'A',
    source_addr_ton: 5,
    source_addr_npi: 0,
    destination_addr: '4912345',
    dest_addr_ton: 1,
    dest_addr_npi: 1,
    text: 'hi',
    data_coding: 0,
    esm_class: 0,
    registered_delivery: 0,
    parts: 1,
    status: 'queued',
    params: '{}',
    created_at: 1,
    ...fields,
  };
}

/** The first (or `seq`th) part of a sent message, empty, queued on `gatewayId`. */
export function smscPartRow(
  smsId: number,
  gatewayId: number,
  fields: Partial<NewSmscMessagePartRow> = {},
): NewSmscMessagePartRow {
  return {
    sms_id: smsId,
    gateway_id: gatewayId,
    seq: 1,
    state: 'queued',
    status: 'queued',
    esm_class: 0,
    short_message: '',
    tlvs: '[]',
    created_at: 1,
    ...fields,
  };
}
