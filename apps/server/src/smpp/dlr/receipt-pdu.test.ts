import { TlvTag, parseReceiptText, tlvInt, tlvString } from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import { buildReceiptPdu } from './receipt-pdu.js';

describe('buildReceiptPdu', () => {
  it('builds an appendix B receipt with swapped addresses and the id and state TLVs', () => {
    const { text, init } = buildReceiptPdu(
      {
        message_id: '42',
        report_status: 'undeliverable',
        report_error: 1,
        submitted_at: Date.UTC(2026, 0, 2, 3, 4),
        source_addr: 'RouteLab',
        source_addr_ton: 5,
        source_addr_npi: 0,
        destination_addr: '4915112345678',
        dest_addr_ton: 1,
        dest_addr_npi: 1,
        text: 'Привет, code 1234 and more text here',
      },
      Date.UTC(2026, 0, 2, 3, 5),
    );
    expect(text).toBe(
      'id:42 sub:001 dlvrd:000 submit date:2601020304 done date:2601020305 stat:UNDELIV err:001 text:......, code 1234 an',
    );
    expect(init.esm_class).toBe(0x04);
    expect(init.source_addr).toBe('4915112345678');
    expect(init.destination_addr).toBe('RouteLab');
    expect(init.dest_addr_ton).toBe(5);
    expect(tlvString(init.tlvs ?? [], TlvTag.receipted_message_id)).toBe('42');
    expect(tlvInt(init.tlvs ?? [], TlvTag.message_state)).toBe(5);
    expect(parseReceiptText(text)?.stat).toBe('UNDELIV');
  });
});
