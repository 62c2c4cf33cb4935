import { getTlv, tlvInt } from '../codec/tlv.js';
import { decodeText } from '../encoding/text-codec.js';
import { TlvTag } from '../protocol/tlv-tag.js';
import { concatBytes, concatenationOf } from '../segmentation/concatenation-info.js';
import { Reassembler } from '../segmentation/reassembler.js';
import type { ReceivedMessage, ReceivedSubmit } from './simulator-options.js';

interface Part {
  submit: ReceivedSubmit;
  body: Uint8Array;
}

/**
 * Puts received submits together into whole messages: a plain one at once, the parts of a
 * concatenated one (UDH or SAR TLVs, the text in short_message or message_payload) once all came.
 */
export class MessageAssembly {
  private readonly reassembler = new Reassembler<Part>({ timeoutMs: 60_000, maxPending: 100 });

  /** The message this submit completes, if it does. */
  add(submit: ReceivedSubmit): ReceivedMessage | undefined {
    const { pdu } = submit;
    const payload =
      pdu.short_message.length === 0 ? getTlv(pdu.tlvs, TlvTag.message_payload)?.value : undefined;
    const userData = payload ?? pdu.short_message;
    let part: ReturnType<typeof concatenationOf>;
    try {
      part = concatenationOf(userData, pdu.esm_class, {
        ref: tlvInt(pdu.tlvs, TlvTag.sar_msg_ref_num),
        total: tlvInt(pdu.tlvs, TlvTag.sar_total_segments),
        seq: tlvInt(pdu.tlvs, TlvTag.sar_segment_seqnum),
      });
    } catch {
      // A UDH that does not parse: the octets are the message.
      part = undefined;
    }
    if (!part) return messageOf([{ submit, body: userData }]);
    const result = this.reassembler.accept({
      source: pdu.source_addr,
      destination: pdu.destination_addr,
      ref: part.ref,
      total: part.total,
      seq: part.seq,
      data: { submit, body: part.body },
    });
    return result.status === 'complete' ? messageOf(result.parts) : undefined;
  }
}

function messageOf(parts: Part[]): ReceivedMessage | undefined {
  const first = parts[0]?.submit;
  if (!first) return undefined;
  const octets = concatBytes(parts.map((part) => part.body));
  return {
    source_addr: first.pdu.source_addr,
    destination_addr: first.pdu.destination_addr,
    data_coding: first.pdu.data_coding,
    registered_delivery: first.pdu.registered_delivery,
    text: textOf(octets, first.pdu.data_coding),
    parts: parts.map((part) => part.submit.pdu),
    messageIds: parts.map((part) => part.submit.messageId),
    submits: parts.map((part) => part.submit),
    receivedAt: first.receivedAt,
    session: first.session,
  };
}

/** Octets as text by their data_coding; octets no coding can read are shown as Latin-1. */
export function textOf(octets: Uint8Array, dataCoding: number): string {
  try {
    return decodeText(octets, dataCoding).text;
  } catch {
    return Buffer.from(octets).toString('latin1');
  }
}
