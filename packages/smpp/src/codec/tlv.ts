import { tlvValueType } from '../protocol/tlv-tag.js';
import type { Tlv } from './pdu-types.js';

/** The first TLV with this tag, or undefined. */
export function getTlv(tlvs: readonly Tlv[], tag: number): Tlv | undefined {
  for (const tlv of tlvs) if (tlv.tag === tag) return tlv;
  return undefined;
}

/** The value of an integer TLV (1 to 4 octets, big-endian), or undefined when absent or not 1-4 octets. */
export function tlvInt(tlvs: readonly Tlv[], tag: number): number | undefined {
  const value = getTlv(tlvs, tag)?.value;
  if (value === undefined || value.length === 0 || value.length > 4) return undefined;
  return value.readUIntBE(0, value.length);
}

/** The value of a C-string TLV (Latin-1, up to the first NUL; a missing NUL is tolerated). */
export function tlvString(tlvs: readonly Tlv[], tag: number): string | undefined {
  const value = getTlv(tlvs, tag)?.value;
  if (value === undefined) return undefined;
  const nul = value.indexOf(0);
  return value.toString('latin1', 0, nul === -1 ? value.length : nul);
}

/**
 * The value of a TLV decoded by the type the spec gives its tag; raw octets for unknown tags and
 * for integers whose length is not 1 to 4 octets.
 */
export function tlvValue(tlv: Tlv): number | string | Buffer {
  switch (tlvValueType(tlv.tag)) {
    case 'int8':
    case 'int16':
    case 'int32':
      return tlv.value.length >= 1 && tlv.value.length <= 4
        ? tlv.value.readUIntBE(0, tlv.value.length)
        : tlv.value;
    case 'cstring':
      return tlvString([tlv], tlv.tag) ?? '';
    case 'octets':
      return tlv.value;
  }
}

const INT_WIDTH = { int8: 1, int16: 2, int32: 4 } as const;

/**
 * Builds a TLV from a typed value: numbers take the width the spec gives the tag; strings become
 * a Latin-1 C-string for cstring tags and plain Latin-1 octets otherwise; Buffers are used as is.
 */
export function makeTlv(tag: number, value: number | string | Buffer): Tlv {
  if (!Number.isInteger(tag) || tag < 0 || tag > 0xffff) {
    throw new RangeError(`TLV tag ${tag} is not a 16-bit unsigned integer`);
  }
  const type = tlvValueType(tag);
  if (Buffer.isBuffer(value)) return { tag, value };
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'latin1');
    return { tag, value: type === 'cstring' ? Buffer.concat([text, Buffer.alloc(1)]) : text };
  }
  if (type === 'octets' || type === 'cstring') {
    throw new TypeError(`TLV 0x${tag.toString(16)} holds ${type}, not a number`);
  }
  const width = INT_WIDTH[type];
  if (!Number.isInteger(value) || value < 0 || value >= 2 ** (8 * width)) {
    throw new RangeError(`TLV 0x${tag.toString(16)} value ${value} does not fit ${type}`);
  }
  const bytes = Buffer.allocUnsafe(width);
  bytes.writeUIntBE(value, 0, width);
  return { tag, value: bytes };
}

/** Replaces the first TLV with this tag (or appends one); returns the same array. */
export function setTlv(tlvs: Tlv[], tag: number, value: number | string | Buffer): Tlv[] {
  const tlv = makeTlv(tag, value);
  const index = tlvs.findIndex((existing) => existing.tag === tag);
  if (index === -1) tlvs.push(tlv);
  else tlvs[index] = tlv;
  return tlvs;
}

/** Removes every TLV with this tag; returns the same array. */
export function removeTlv(tlvs: Tlv[], tag: number): Tlv[] {
  for (let i = tlvs.length - 1; i >= 0; i--) if (tlvs[i]?.tag === tag) tlvs.splice(i, 1);
  return tlvs;
}
