import type { DlrOutcome } from '@routelab/shared';
import {
  ADDRESS_MAX,
  EsmClass,
  InterfaceVersion,
  TlvTag,
  buildReceiptText,
  makeTlv,
  messageStateOf,
  statFromStatus,
  type PduInit,
} from '@routelab/smpp';
import type { SmppAddressColumns } from '../../db/schema.js';

export interface ReceiptSource extends SmppAddressColumns {
  message_id: string;
  report_status: DlrOutcome;
  report_error: number;
  submitted_at: number;
  text: string;
}

/** The receipt excerpt is plain ASCII: other characters are shown as '.'. */
const asciiExcerpt = (text: string) => text.replace(/[^\x20-\x7e]/g, '.');

/** network_error_code's network type for the error codes RouteLab reports (3: GSM). */
const NETWORK_TYPE_GSM = 3;

/** The network_error_code TLV's value: network type, then the error as two octets. */
export function networkErrorCode(error: number): Buffer {
  return Buffer.from([NETWORK_TYPE_GSM, (error >> 8) & 0xff, error & 0xff]);
}

/**
 * A delivery receipt as deliver_sm: esm_class 0x04, the appendix B text, and the
 * receipted_message_id and message_state TLVs for SMPP 3.4 and later binds, with
 * network_error_code when the report carries an error (3.3 has no optional parameters: its ESMEs
 * read the text alone). Addresses are swapped (the handset answers).
 */
export function buildReceiptPdu(
  source: ReceiptSource,
  doneAt: number,
  interfaceVersion: number,
): { text: string; init: PduInit<'deliver_sm'> } {
  const stat = statFromStatus(source.report_status);
  const text = buildReceiptText({
    id: source.message_id,
    submitDate: new Date(source.submitted_at),
    doneDate: new Date(doneAt),
    stat,
    err: source.report_error,
    text: asciiExcerpt(source.text),
  });
  return {
    text,
    init: {
      source_addr_ton: source.dest_addr_ton,
      source_addr_npi: source.dest_addr_npi,
      source_addr: source.destination_addr.slice(0, ADDRESS_MAX),
      dest_addr_ton: source.source_addr_ton,
      dest_addr_npi: source.source_addr_npi,
      destination_addr: source.source_addr.slice(0, ADDRESS_MAX),
      esm_class: EsmClass.TYPE_DELIVERY_RECEIPT,
      data_coding: 0,
      short_message: Buffer.from(text, 'latin1'),
      tlvs:
        interfaceVersion >= InterfaceVersion.V34
          ? [
              makeTlv(TlvTag.receipted_message_id, source.message_id),
              makeTlv(TlvTag.message_state, messageStateOf(stat)),
              ...(source.report_error === 0
                ? []
                : [makeTlv(TlvTag.network_error_code, networkErrorCode(source.report_error))]),
            ]
          : [],
    },
  };
}
