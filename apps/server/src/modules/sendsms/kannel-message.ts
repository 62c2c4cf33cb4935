import { smscMessageCreateSchema, type SmscMessageCreateBody } from '@routelab/shared';
import type { z } from 'zod';
import { KANNEL_UNDEFINED, type KannelRequest } from './kannel-request.js';

const DC_7BIT = 0;
const DC_8BIT = 1;
const DC_UCS2 = 2;

/** Whether the dlr-mask asks for a report the SMSC sends (delivered, failed, buffered). */
const wantsReceipt = (mask: number) => mask > 0 && (mask & 0b111) !== 0;

/** Text from the request's octets in `charset` (Kannel: UTF-8 unless one is given). */
function decodeText(bytes: Buffer, charset: string | undefined, fallback: 'utf8' | 'utf16be') {
  const label = (charset ?? (fallback === 'utf8' ? 'utf-8' : 'utf-16be')).toLowerCase();
  return new TextDecoder(label === 'ucs-2' ? 'utf-16be' : label, { fatal: true }).decode(bytes);
}

/**
 * The send API's body for a sendsms request, as smsbox and its SMPP module would submit it:
 * coding 0 (or none without a UDH) is text converted from `charset` to GSM 7-bit; 1 is the octets
 * as they are; 2 is UCS-2 from `charset` (UTF-16BE octets without one); a UDH makes the octets
 * binary with it in front. Throws when the text cannot be read in its charset or the send API
 * refuses a field.
 */
export function kannelSendBody(
  request: KannelRequest,
  gateway: number,
  receivers: string[],
): z.output<typeof smscMessageCreateSchema> {
  const bytes = request.text ?? Buffer.alloc(0);
  const coding =
    request.coding === KANNEL_UNDEFINED ? (request.udh ? DC_8BIT : DC_7BIT) : request.coding;
  const content = (() => {
    if (request.udh) {
      const payload =
        coding === DC_UCS2 && request.charset
          ? Buffer.from(swapToUtf16be(decodeText(bytes, request.charset, 'utf16be')))
          : bytes;
      return {
        coding: 'binary' as const,
        hex: Buffer.concat([request.udh, payload]).toString('hex'),
        udh: true,
      };
    }
    if (coding === DC_8BIT) return { coding: 'binary' as const, hex: bytes.toString('hex') };
    if (coding === DC_UCS2) {
      return { coding: 'ucs2' as const, text: decodeText(bytes, request.charset, 'utf16be') };
    }
    return { coding: 'gsm7' as const, text: decodeText(bytes, request.charset, 'utf8') };
  })();
  const minutes = (value: number) =>
    value > 0 ? { type: 'relative' as const, amount: value, unit: 'minutes' as const } : '';
  const body: SmscMessageCreateBody = {
    gateway,
    source_addr: request.from ?? '',
    destinations: receivers,
    // smsbox submits any receiver it is given; this door keeps Kannel's contract.
    allow_alphanumeric: true,
    ...content,
    registered_delivery: wantsReceipt(request.dlrMask) ? 1 : 0,
    validity_period: minutes(request.validity),
    schedule_delivery_time: minutes(request.deferred),
    message_class: request.mclass === KANNEL_UNDEFINED ? null : request.mclass,
    protocol_id: request.pid === KANNEL_UNDEFINED ? 0 : request.pid,
    priority_flag: request.priority === KANNEL_UNDEFINED ? 0 : request.priority,
  };
  return smscMessageCreateSchema.parse(body);
}

/** UTF-16BE octets of a string. */
function swapToUtf16be(text: string): Uint8Array {
  const le = Buffer.from(text, 'utf16le');
  for (let i = 0; i + 1 < le.length; i += 2) {
    const low = le[i]!;
    le[i] = le[i + 1]!;
    le[i + 1] = low;
  }
  return le;
}
