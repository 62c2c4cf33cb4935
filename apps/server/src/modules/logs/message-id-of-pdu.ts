import {
  CommandId,
  decodePdu,
  EsmClass,
  parseReceiptOctets,
  tlvString,
  TlvTag,
  type PduHeader,
} from '@routelab/smpp';

const HEADER = 16;
const MESSAGE_ID_MAX = 65;

/**
 * The message id a PDU carries, if any, read without decoding what does not need it:
 * submit_sm_resp / data_sm_resp name it first in the body, and so do query_sm, replace_sm,
 * query_sm_resp and (after its service_type) cancel_sm; a delivery receipt names it in
 * receipted_message_id or in its text. Lets the log be filtered by message id.
 */
export function messageIdOfPdu(raw: Buffer, header: PduHeader): string | null {
  switch (header.commandId) {
    case CommandId.submit_sm_resp:
    case CommandId.data_sm_resp:
    case CommandId.query_sm_resp:
      return header.commandStatus === 0 ? cStringAt(raw, HEADER) : null;
    case CommandId.query_sm:
    case CommandId.replace_sm:
      return cStringAt(raw, HEADER);
    case CommandId.cancel_sm: {
      // After its service_type.
      const serviceTypeEnd = raw.indexOf(0, HEADER);
      return serviceTypeEnd === -1 ? null : cStringAt(raw, serviceTypeEnd + 1);
    }
    case CommandId.deliver_sm:
    case CommandId.data_sm:
      return receiptId(raw);
    default:
      return null;
  }
}

function cStringAt(raw: Buffer, offset: number): string | null {
  const end = raw.indexOf(0, offset);
  const stop = end === -1 ? raw.length : end;
  if (stop <= offset || stop - offset > MESSAGE_ID_MAX) return null;
  return raw.toString('latin1', offset, stop);
}

function receiptId(raw: Buffer): string | null {
  let pdu;
  try {
    pdu = decodePdu(raw);
  } catch {
    return null;
  }
  if (pdu.command !== 'deliver_sm' && pdu.command !== 'data_sm') return null;
  const fromTlv = tlvString(pdu.tlvs, TlvTag.receipted_message_id)?.trim();
  if (fromTlv) return fromTlv.slice(0, MESSAGE_ID_MAX);
  if (pdu.command !== 'deliver_sm' || (pdu.esm_class & EsmClass.TYPE_DELIVERY_RECEIPT) === 0) {
    return null;
  }
  return (
    parseReceiptOctets(pdu.short_message, pdu.data_coding).id?.slice(0, MESSAGE_ID_MAX) ?? null
  );
}
