import { describe, expect, it } from 'vitest';
import { TlvTag } from '../protocol/index.js';
import {
  getTlv,
  makeTlv,
  removeTlv,
  setTlv,
  tlvInt,
  tlvString,
  tlvValue,
  type Tlv,
} from './index.js';

const h = (hex: string) => Buffer.from(hex, 'hex');

describe('reading TLVs', () => {
  const tlvs: Tlv[] = [
    { tag: TlvTag.sar_total_segments, value: h('03') },
    { tag: TlvTag.sar_msg_ref_num, value: h('1234') },
    { tag: TlvTag.qos_time_to_live, value: h('00010000') },
    { tag: TlvTag.receipted_message_id, value: Buffer.from('a1b2\0') },
    { tag: TlvTag.additional_status_info_text, value: Buffer.from('no terminator') },
    { tag: 0x1500, value: h('0102030405') },
    { tag: TlvTag.sar_total_segments, value: h('09') },
  ];

  it('finds the first TLV with a tag', () => {
    expect(getTlv(tlvs, TlvTag.sar_total_segments)?.value).toEqual(h('03'));
    expect(getTlv(tlvs, TlvTag.message_payload)).toBeUndefined();
  });

  it('reads big-endian integers of 1, 2 and 4 octets', () => {
    expect(tlvInt(tlvs, TlvTag.sar_total_segments)).toBe(3);
    expect(tlvInt(tlvs, TlvTag.sar_msg_ref_num)).toBe(0x1234);
    expect(tlvInt(tlvs, TlvTag.qos_time_to_live)).toBe(0x10000);
    expect(tlvInt(tlvs, 0x1500)).toBeUndefined();
    expect(tlvInt(tlvs, TlvTag.message_state)).toBeUndefined();
  });

  it('reads C-strings up to the NUL, tolerating a missing one', () => {
    expect(tlvString(tlvs, TlvTag.receipted_message_id)).toBe('a1b2');
    expect(tlvString(tlvs, TlvTag.additional_status_info_text)).toBe('no terminator');
    expect(tlvString(tlvs, TlvTag.message_payload)).toBeUndefined();
  });

  it('decodes values by the type the spec gives the tag', () => {
    expect(tlvValue({ tag: TlvTag.message_state, value: h('02') })).toBe(2);
    expect(tlvValue({ tag: TlvTag.receipted_message_id, value: Buffer.from('x9\0') })).toBe('x9');
    expect(tlvValue({ tag: TlvTag.network_error_code, value: h('030001') })).toEqual(h('030001'));
    expect(tlvValue({ tag: 0x1500, value: h('01') })).toEqual(h('01'));
    expect(tlvValue({ tag: TlvTag.message_state, value: Buffer.alloc(0) })).toEqual(
      Buffer.alloc(0),
    );
  });
});

describe('building TLVs', () => {
  it('writes numbers at the width the spec gives the tag', () => {
    expect(makeTlv(TlvTag.sar_segment_seqnum, 2).value).toEqual(h('02'));
    expect(makeTlv(TlvTag.sar_msg_ref_num, 0xbeef).value).toEqual(h('beef'));
    expect(makeTlv(TlvTag.qos_time_to_live, 86400).value).toEqual(h('00015180'));
  });

  it('writes strings as C-strings for cstring tags and plain octets otherwise', () => {
    expect(makeTlv(TlvTag.receipted_message_id, 'ab').value).toEqual(h('616200'));
    expect(makeTlv(TlvTag.message_payload, 'ab').value).toEqual(h('6162'));
  });

  it('refuses numbers that do not fit and numbers for octet tags', () => {
    expect(() => makeTlv(TlvTag.sar_total_segments, 256)).toThrow(RangeError);
    expect(() => makeTlv(TlvTag.sar_msg_ref_num, -1)).toThrow(RangeError);
    expect(() => makeTlv(TlvTag.message_payload, 1)).toThrow(TypeError);
    expect(() => makeTlv(0x10000, h('00'))).toThrow(RangeError);
  });

  it('sets (replacing the first) and removes TLVs in place', () => {
    const tlvs: Tlv[] = [{ tag: 0x1500, value: h('01') }];
    setTlv(tlvs, TlvTag.message_state, 1);
    setTlv(tlvs, TlvTag.message_state, 2);
    expect(tlvs).toEqual([
      { tag: 0x1500, value: h('01') },
      { tag: TlvTag.message_state, value: h('02') },
    ]);
    expect(removeTlv(tlvs, 0x1500)).toEqual([{ tag: TlvTag.message_state, value: h('02') }]);
  });
});
