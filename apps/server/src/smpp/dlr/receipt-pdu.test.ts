import { TlvTag, parseReceiptText, tlvInt, tlvString } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import { buildReceiptPdu } from './receipt-pdu.js';

const source = {
  message_id: '42',
  report_status: 'undeliverable' as const,
  report_error: 1,
  submitted_at: Date.UTC(2026, 0, 2, 3, 4),
  source_addr: 'RouteLab',
  source_addr_ton: 5,
  source_addr_npi: 0,
  destination_addr: '4915112345678',
  dest_addr_ton: 1,
  dest_addr_npi: 1,
  text: 'Привет, code 1234 and more text here',
};

describe('buildReceiptPdu', () => {
  it('builds an appendix B receipt with swapped addresses and the id and state TLVs', () => {
    const { text, init } = buildReceiptPdu(source, Date.UTC(2026, 0, 2, 3, 5), 0x34);
    expect(text).toBe(
      'id:42 sub:001 dlvrd:000 submit date:2601020304 done date:2601020305 stat:UNDELIV err:001 text:......, code 1234 an',
    );
    expect(init.esm_class).toBe(0x04);
    expect(init.source_addr).toBe('4915112345678');
    expect(init.destination_addr).toBe('RouteLab');
    expect(init.dest_addr_ton).toBe(5);
    expect(tlvString(init.tlvs ?? [], TlvTag.receipted_message_id)).toBe('42');
    expect(tlvInt(init.tlvs ?? [], TlvTag.message_state)).toBe(5);
    // The error again as network_error_code: GSM, then the code in two octets.
    expect(init.tlvs?.find((tlv) => tlv.tag === TlvTag.network_error_code)?.value).toEqual(
      Buffer.from([3, 0, 1]),
    );
    expect(parseReceiptText(text)?.stat).toBe('UNDELIV');
  });

  it('leaves the TLVs out for SMPP 3.3 binds, which have no optional parameters', () => {
    const v33 = buildReceiptPdu(source, Date.UTC(2026, 0, 2, 3, 5), 0x33);
    expect(v33.init.tlvs).toEqual([]);
    expect(v33.text).toContain('id:42 ');
    expect(buildReceiptPdu(source, Date.UTC(2026, 0, 2, 3, 5), 0x50).init.tlvs).toHaveLength(3);
  });

  it('sends no network_error_code for a report without an error', () => {
    const delivered = { ...source, report_status: 'delivered' as const, report_error: 0 };
    const { init } = buildReceiptPdu(delivered, Date.UTC(2026, 0, 2, 3, 5), 0x34);
    expect(init.tlvs?.map((tlv) => tlv.tag)).toEqual([
      TlvTag.receipted_message_id,
      TlvTag.message_state,
    ]);
  });
});
