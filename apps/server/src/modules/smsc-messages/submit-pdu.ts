import { createPdu, type PduOf, type Tlv } from '@routelab/smpp';
import type { SmppAddressColumns } from '../../db/schema.js';
import type { StoredParams, StoredTlv } from './build-message.js';

/** What a stored part and its message hold of the submit_sm it goes out as. */
export interface SubmitColumns extends SmppAddressColumns {
  /** The part's esm_class (UDHI set when it carries a UDH). */
  part_esm_class: number;
  short_message: string;
  tlvs: string;
  data_coding: number;
  registered_delivery: number;
  params: StoredParams;
}

const tlvsOf = (json: string): Tlv[] =>
  (JSON.parse(json) as StoredTlv[]).map((tlv) => ({
    tag: tlv.tag,
    value: Buffer.from(tlv.value, 'hex'),
  }));

/** The submit_sm of one part: what the outbox sends, and what Send's preview shows. */
export function submitPduOf(row: SubmitColumns): PduOf<'submit_sm'> {
  const { params } = row;
  return createPdu('submit_sm', {
    service_type: params.service_type,
    source_addr_ton: row.source_addr_ton,
    source_addr_npi: row.source_addr_npi,
    source_addr: row.source_addr,
    dest_addr_ton: row.dest_addr_ton,
    dest_addr_npi: row.dest_addr_npi,
    destination_addr: row.destination_addr,
    esm_class: row.part_esm_class,
    protocol_id: params.protocol_id ?? 0,
    priority_flag: params.priority_flag ?? 0,
    schedule_delivery_time: params.schedule_delivery_time,
    validity_period: params.validity_period,
    registered_delivery: row.registered_delivery,
    data_coding: row.data_coding,
    short_message: Buffer.from(row.short_message, 'hex'),
    tlvs: tlvsOf(row.tlvs),
  });
}
