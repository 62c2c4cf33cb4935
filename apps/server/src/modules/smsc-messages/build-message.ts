import { resolveAddress, UNENCODABLE_TEXT, type smscMessageCreateSchema } from '@routelab/shared';
import {
  dataCodingWithClass,
  EsmClass,
  makeTlv,
  MalformedUdhError,
  MessageTooLongError,
  segmentMessage,
  TlvTag,
  UnencodableCharacterError,
  type DefaultCharset,
  type SegmentedMessage,
  type Tlv,
} from '@routelab/smpp';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { GatewayRow, SmscMessagePartsTable, SmscMessagesTable } from '../../db/schema.js';
import { ValidationError } from '../../errors/domain-errors.js';
import { ownUdhMessage } from './own-udh.js';
import { toSmppTime } from './smpp-time.js';

export type CreateBody = z.output<typeof smscMessageCreateSchema>;

/** TLVs as stored (JSON): tag and hex value. */
export interface StoredTlv {
  tag: number;
  value: string;
}

/** Request fields kept with a message for its submit_sm and its detail view. */
export interface StoredParams {
  service_type: string;
  validity_period: string;
  schedule_delivery_time: string;
  concatenation: string;
  coding: string;
  tlvs: StoredTlv[];
  /** Absent in messages stored before they could be chosen (0, 0, false, false). */
  protocol_id?: number;
  priority_flag?: number;
  packed?: boolean;
  udh?: boolean;
}

export type NewMessage = Omit<Insertable<SmscMessagesTable>, 'created_at'>;
export type NewPart = Omit<Insertable<SmscMessagePartsTable>, 'sms_id' | 'created_at'>;

/** What one destination's message turns into: its row and its parts' rows. */
export interface BuiltMessage {
  message: NewMessage;
  parts: NewPart[];
}

const toStored = (tlv: Tlv): StoredTlv => ({ tag: tlv.tag, value: tlv.value.toString('hex') });

/**
 * Checks the text once (coding, length) so a bad request fails with a field error before
 * anything is stored; returns a builder for each destination's message.
 */
export function prepareMessages(
  body: CreateBody,
  gateway: GatewayRow,
  userId: number,
): (destination: string, loadTestId: string | null) => BuiltMessage {
  const content = body.coding === 'binary' ? Buffer.from(body.hex, 'hex') : body.text;
  const segment = (): SegmentedMessage => {
    try {
      if (body.udh && typeof content !== 'string') return ownUdhMessage(content);
      return segmentMessage(content, {
        coding: body.coding,
        method: body.concatenation,
        packed: body.packed,
        // data_coding 0 goes in what the link reads it as.
        defaultCharset: gateway.default_charset as DefaultCharset,
      });
    } catch (error) {
      // The encoder's own words name code points in English; the field gets a translated text.
      if (error instanceof UnencodableCharacterError) {
        throw ValidationError.field('text', UNENCODABLE_TEXT);
      }
      if (error instanceof MessageTooLongError || error instanceof MalformedUdhError) {
        throw ValidationError.field(body.coding === 'binary' ? 'hex' : 'text', error.message);
      }
      throw error;
    }
  };
  const first = segment();
  // 'auto' may have chosen UCS2, which has no packed form.
  if (body.packed && first.coding !== 'gsm7') {
    throw ValidationError.field('packed', 'Only GSM 7-bit text can be packed');
  }
  const dataCoding =
    body.message_class === null
      ? first.dataCoding
      : dataCodingWithClass(first.coding, body.message_class);
  if (dataCoding === undefined) {
    throw ValidationError.field(
      'message_class',
      'A message class needs GSM 7-bit, UCS2 or binary coding',
    );
  }
  const source =
    body.source_addr === ''
      ? resolveAddress(gateway.source_addr, gateway.source_addr_ton, gateway.source_addr_npi)
      : resolveAddress(body.source_addr, body.source_addr_ton, body.source_addr_npi);
  const extras = body.tlvs.map((tlv) => makeTlv(tlv.tag, Buffer.from(tlv.value, 'hex')));
  const params: StoredParams = {
    service_type: body.service_type,
    validity_period: toSmppTime(body.validity_period),
    schedule_delivery_time: toSmppTime(body.schedule_delivery_time),
    concatenation: body.concatenation,
    coding: first.coding,
    tlvs: extras.map(toStored),
    protocol_id: body.protocol_id,
    priority_flag: body.priority_flag,
    packed: body.packed,
    udh: body.udh,
  };
  const paramsJson = JSON.stringify(params);
  let reuse: SegmentedMessage | undefined = first;

  return (destination, loadTestId) => {
    // Each multi-part message gets its own concatenation reference.
    const segmented = reuse ?? (first.parts.length > 1 ? segment() : first);
    reuse = undefined;
    const dest = resolveAddress(destination, body.dest_addr_ton, body.dest_addr_npi);
    const parts = segmented.parts.map((part, index): NewPart => {
      const tlvs: Tlv[] = [];
      if (part.sar) {
        tlvs.push(makeTlv(TlvTag.sar_msg_ref_num, part.sar.ref));
        tlvs.push(makeTlv(TlvTag.sar_total_segments, part.sar.total));
        tlvs.push(makeTlv(TlvTag.sar_segment_seqnum, part.sar.seq));
      }
      if (part.payload) tlvs.push(makeTlv(TlvTag.message_payload, Buffer.from(part.payload)));
      tlvs.push(...extras);
      return {
        gateway_id: gateway.id,
        seq: index + 1,
        state: 'queued',
        status: 'queued',
        esm_class: body.esm_class | (part.esmClassUdhi ? EsmClass.UDHI : 0),
        short_message: Buffer.from(part.shortMessage).toString('hex'),
        tlvs: JSON.stringify(tlvs.map(toStored)),
      };
    });
    return {
      message: {
        user_id: userId,
        gateway_id: gateway.id,
        direction: 'mt',
        source_addr: source.address,
        source_addr_ton: source.ton,
        source_addr_npi: source.npi,
        destination_addr: dest.address,
        dest_addr_ton: dest.ton,
        dest_addr_npi: dest.npi,
        text: body.coding === 'binary' ? body.hex.toLowerCase() : body.text,
        data_coding: dataCoding,
        esm_class: parts[0]?.esm_class ?? body.esm_class,
        registered_delivery: body.registered_delivery,
        parts: parts.length,
        status: 'queued',
        params: paramsJson,
        load_test_id: loadTestId,
      },
      parts,
    };
  };
}
