import type { Message, MessageDetail } from '@routelab/shared';

/** A message as the list API returns it: one GSM part to a German number, submitted. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 4,
    direction: 'esme',
    gateway_id: null,
    client_id: 7,
    source_addr: 'Shop',
    source_addr_ton: 5,
    source_addr_npi: 0,
    destination_addr: '4915112345678',
    dest_addr_ton: 1,
    dest_addr_npi: 1,
    text: 'Hello',
    data_coding: 0,
    esm_class: 0,
    registered_delivery: 1,
    parts: 1,
    message_id: '6',
    status: 'submitted',
    command_status: 0,
    error: null,
    dlr_text: null,
    created_at: '2025-01-01T10:00:00.000Z',
    submitted_at: '2025-01-01T10:00:00.000Z',
    done_at: null,
    cost_micros: null,
    ...overrides,
  };
}

/** The same with its detail: no parts and no TLVs unless given. */
export function makeMessageDetail(overrides: Partial<MessageDetail> = {}): MessageDetail {
  return { ...makeMessage(), part_list: [], tlvs: [], ...overrides };
}

/** One part of a message's detail: submitted, no receipt, no UDH unless given. */
export function makeMessagePart(
  overrides: Partial<MessageDetail['part_list'][number]> = {},
): MessageDetail['part_list'][number] {
  return {
    seq: 1,
    message_id: '6',
    command_status: 0,
    status: 'submitted',
    submitted_at: null,
    responded_at: null,
    done_at: null,
    dlr_text: null,
    short_message_hex: '48656c6c6f',
    udh: null,
    ...overrides,
  };
}
