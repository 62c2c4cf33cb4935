import {
  buildReceiptText,
  createPdu,
  encodePdu,
  makeTlv,
  readHeader,
  TlvTag,
} from '@routelab/smpp';
import { describe, expect, it } from 'vitest';
import { messageIdOfPdu } from './message-id-of-pdu.js';

const idOf = (raw: Buffer) => messageIdOfPdu(raw, readHeader(raw));

describe('messageIdOfPdu', () => {
  it('reads submit_sm_resp ids, not those of refusals', () => {
    expect(idOf(encodePdu(createPdu('submit_sm_resp', { message_id: 'ab12' })))).toBe('ab12');
    expect(
      idOf(encodePdu(createPdu('submit_sm_resp', { commandStatus: 0x58, message_id: '' }))),
    ).toBeNull();
  });

  it('reads receipts: the TLV first, else the text', () => {
    const text = buildReceiptText({
      id: '777',
      submitDate: new Date(),
      doneDate: new Date(),
      stat: 'DELIVRD',
    });
    const byText = createPdu('deliver_sm', {
      esm_class: 0x04,
      short_message: Buffer.from(text, 'latin1'),
    });
    expect(idOf(encodePdu(byText))).toBe('777');
    const byTlv = { ...byText, tlvs: [makeTlv(TlvTag.receipted_message_id, '0x309')] };
    expect(idOf(encodePdu(byTlv))).toBe('0x309');
    const mo = createPdu('deliver_sm', { short_message: Buffer.from('id:5 hello') });
    expect(idOf(encodePdu(mo))).toBeNull();
    expect(idOf(encodePdu(createPdu('enquire_link')))).toBeNull();
  });

  it('reads ASCII receipt ids from the octets, not through GSM 03.38', () => {
    const receipt = createPdu('deliver_sm', {
      esm_class: 0x04,
      short_message: Buffer.from('id:MSG_4097 stat:DELIVRD', 'latin1'),
    });
    expect(idOf(encodePdu(receipt))).toBe('MSG_4097');
  });

  it('reads the id a query, cancel or replace names, and the answer to a query', () => {
    expect(idOf(encodePdu(createPdu('query_sm', { message_id: '41' })))).toBe('41');
    expect(idOf(encodePdu(createPdu('cancel_sm', { service_type: 'CMT', message_id: '42' })))).toBe(
      '42',
    );
    expect(idOf(encodePdu(createPdu('replace_sm', { message_id: '43' })))).toBe('43');
    expect(idOf(encodePdu(createPdu('query_sm_resp', { message_id: '44' })))).toBe('44');
    expect(
      idOf(encodePdu(createPdu('query_sm_resp', { commandStatus: 0x67, message_id: '' }))),
    ).toBeNull();
    expect(idOf(encodePdu(createPdu('cancel_sm_resp')))).toBeNull();
  });
});
