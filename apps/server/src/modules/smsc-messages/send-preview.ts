import type { SmscPreview } from '@routelab/shared';
import { encodePdu } from '@routelab/smpp';
import { partUdh } from '../../db/part-udh.js';
import { decodeForDisplay } from '../logs/decode-for-display.js';
import type { BuiltMessage, StoredParams } from './build-message.js';
import { submitPduOf } from './submit-pdu.js';

/**
 * The submit_sm a built message goes out as, encoded with the same code the outbox sends with and
 * decoded as the logs show it. sequence_number counts the parts from 1: the session picks the
 * real one when it writes them.
 */
export function previewOf(built: BuiltMessage, destinations: number): SmscPreview {
  const { message } = built;
  const params = JSON.parse(message.params) as StoredParams;
  const pdus = built.parts.map((part, index) => {
    const submit = submitPduOf({
      source_addr: message.source_addr,
      source_addr_ton: message.source_addr_ton,
      source_addr_npi: message.source_addr_npi,
      destination_addr: message.destination_addr,
      dest_addr_ton: message.dest_addr_ton,
      dest_addr_npi: message.dest_addr_npi,
      part_esm_class: part.esm_class,
      short_message: part.short_message,
      tlvs: part.tlvs,
      data_coding: message.data_coding,
      registered_delivery: message.registered_delivery,
      params,
    });
    submit.sequenceNumber = index + 1;
    const raw = encodePdu(submit);
    return {
      seq: index + 1,
      hex: raw.toString('hex'),
      fields: decodeForDisplay(raw),
      udh: partUdh(part.short_message, part.esm_class),
    };
  });
  return { destinations, pdus };
}
