import type { MessageContentColumns } from './schema.js';

/**
 * A stored message's addresses and content alone (not the row's other columns), which the API's
 * Message shows as they are stored, on both sides.
 */
export function messageContentOf(row: MessageContentColumns): MessageContentColumns {
  return {
    source_addr: row.source_addr,
    source_addr_ton: row.source_addr_ton,
    source_addr_npi: row.source_addr_npi,
    destination_addr: row.destination_addr,
    dest_addr_ton: row.dest_addr_ton,
    dest_addr_npi: row.dest_addr_npi,
    text: row.text,
    data_coding: row.data_coding,
    esm_class: row.esm_class,
    registered_delivery: row.registered_delivery,
    parts: row.parts,
    message_id: row.message_id,
  };
}
