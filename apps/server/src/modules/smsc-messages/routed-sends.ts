import { EsmClass, TlvTag } from '@routelab/smpp';
import type { InsertColumn } from '../../db/raw-sql.js';
import type { Work } from '../../db/work.js';
import type { RoutedSends, RoutedSubmit } from '../../smpp/ports/routed-sends.js';
import type { StoredParams } from './build-message.js';
import { MESSAGE_COLUMNS, type MessageInsert } from './repository.js';

/** short_message holds at most 254 octets; longer user data goes out as message_payload. */
const SHORT_MESSAGE_MAX = 254;

const ROUTED_MESSAGE_COLUMNS: readonly InsertColumn<MessageInsert>[] = [
  ...MESSAGE_COLUMNS,
  ['esme_part_id', 'bigint'],
  ['route_id', 'integer'],
  ['route_attempt', 'integer'],
];

/** Parts per INSERT: each row binds 7 values and looks its message up by the part it carries. */
const PARTS_PER_INSERT = 200;
const PART_VALUES =
  "((select id from smsc_messages where esme_part_id = ?), ?, 1, 'queued', 'queued', ?, ?, ?, ?, ?)";

/**
 * Routed parts into the outbox, in the ingest's unit of work: one SMSC message and one queued
 * part each, on the gateway the route chose, linked to the received part (`esme_part_id`), so
 * the receipt it gets goes back to the ESME. The gateway is asked for receipts even when the
 * ESME asked for none: RouteLab needs the outcome for its own records and the console. The part
 * carries what the ingest charged for it, so that it is refunded as a console send's part is
 * when it ends without the SMSC accepting it (refused for good, or in doubt after a restart).
 */
export class OutboxRoutedSends implements RoutedSends {
  addRouted(work: Work, routed: readonly RoutedSubmit[]): void {
    if (routed.length === 0) return;
    work.insert('smsc_messages', ROUTED_MESSAGE_COLUMNS, routed.map(messageRow));
    for (let start = 0; start < routed.length; start += PARTS_PER_INSERT) {
      const chunk = routed.slice(start, start + PARTS_PER_INSERT);
      const parameters: unknown[] = [];
      for (const item of chunk) {
        const { shortMessage, tlvs } = userData(item);
        parameters.push(
          item.esmePartId,
          item.choice.gatewayId,
          item.submit.esm_class,
          shortMessage,
          tlvs,
          item.costMicros ?? 0,
          item.at,
        );
      }
      work.run(
        'insert into smsc_message_parts (sms_id, gateway_id, seq, state, status, esm_class, ' +
          `short_message, tlvs, charged_micros, created_at) values ${chunk.map(() => PART_VALUES).join(', ')}`,
        parameters,
      );
    }
  }
}

function messageRow(item: RoutedSubmit): MessageInsert {
  const { submit } = item;
  const params: StoredParams = {
    service_type: submit.service_type,
    validity_period: submit.validity_period,
    schedule_delivery_time: submit.schedule_delivery_time,
    concatenation: 'udh8',
    coding: 'auto',
    tlvs: [],
    protocol_id: submit.protocol_id,
    priority_flag: submit.priority_flag,
    udh: (submit.esm_class & EsmClass.UDHI) !== 0,
  };
  return {
    user_id: item.userId,
    gateway_id: item.choice.gatewayId,
    direction: 'mt',
    source_addr: submit.source_addr,
    source_addr_ton: submit.source_addr_ton,
    source_addr_npi: submit.source_addr_npi,
    destination_addr: submit.destination_addr,
    dest_addr_ton: submit.dest_addr_ton,
    dest_addr_npi: submit.dest_addr_npi,
    text: item.text,
    data_coding: submit.data_coding,
    esm_class: submit.esm_class,
    // Bit 0 set: the SMSC's final receipt is what tells this message's outcome.
    registered_delivery: (submit.registered_delivery & ~0x03) | 0x01,
    parts: 1,
    status: 'queued',
    params: JSON.stringify(params),
    load_test_id: null,
    cost_micros: item.costMicros,
    created_at: item.at,
    esme_part_id: item.esmePartId,
    route_id: item.choice.routeId,
    route_attempt: item.choice.attempt,
  };
}

/** The part's short_message and TLVs: long user data moves to message_payload. */
function userData(item: RoutedSubmit): { shortMessage: string; tlvs: string } {
  if (item.octetsHex.length <= SHORT_MESSAGE_MAX * 2) {
    return { shortMessage: item.octetsHex, tlvs: item.tlvsJson };
  }
  const tlvs = JSON.parse(item.tlvsJson) as { tag: number; value: string }[];
  tlvs.push({ tag: TlvTag.message_payload, value: item.octetsHex });
  return { shortMessage: '', tlvs: JSON.stringify(tlvs) };
}
