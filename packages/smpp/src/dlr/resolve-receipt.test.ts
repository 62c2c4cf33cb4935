import { describe, expect, it } from 'vitest';
import {
  RECEIPT_STATS,
  messageStateName,
  messageStateOf,
  statFromMessageState,
  statFromStatus,
  statusOf,
} from './receipt-stat.js';
import { resolveReceipt } from './resolve-receipt.js';

const text =
  'id:123 sub:001 dlvrd:001 submit date:2611221520 done date:2611221521 stat:DELIVRD err:000 text:Hi';

describe('resolveReceipt', () => {
  it('lets receipted_message_id and message_state win over the text', () => {
    const receipt = resolveReceipt({ text, receiptedMessageId: '0A1F', messageState: 5 });
    expect(receipt).toMatchObject({
      id: '0A1F',
      idFrom: 'tlv',
      stat: 'UNDELIV',
      statFrom: 'tlv',
      messageState: 5,
      status: 'undeliverable',
      err: '000',
      text: 'Hi',
      notes: [],
    });
    expect(receipt.submitDate).toEqual(new Date('2026-11-22T15:20:00Z'));
  });

  it('reads the fields from the octets when it has them', () => {
    const body = { octets: Buffer.from('id:A_1@2 stat:UNDELIV', 'latin1'), dataCoding: 0 };
    expect(resolveReceipt({ body, text: 'id:other stat:DELIVRD' })).toMatchObject({
      id: 'A_1@2',
      idFrom: 'text',
      status: 'undeliverable',
    });
  });

  it('uses the text when the TLVs are absent', () => {
    expect(resolveReceipt({ text })).toMatchObject({
      id: '123',
      idFrom: 'text',
      stat: 'DELIVRD',
      statFrom: 'text',
      messageState: 2,
      status: 'delivered',
    });
  });

  it('ignores an empty or NUL-padded receipted_message_id beyond its content', () => {
    expect(resolveReceipt({ text, receiptedMessageId: '' }).id).toBe('123');
    expect(resolveReceipt({ text, receiptedMessageId: '\0' }).id).toBe('123');
    expect(resolveReceipt({ text, receiptedMessageId: 'abc\0' }).id).toBe('abc');
  });

  it('falls back to the text for a message_state it does not know, and says so', () => {
    const receipt = resolveReceipt({ text, messageState: 9 });
    expect(receipt).toMatchObject({ stat: 'DELIVRD', statFrom: 'text', status: 'delivered' });
    expect(receipt.notes).toEqual(['message_state 9 is outside 1..8; ignored']);
  });

  it('works from TLVs alone', () => {
    expect(resolveReceipt({ receiptedMessageId: 'ff01', messageState: 3 })).toEqual({
      id: 'ff01',
      idFrom: 'tlv',
      stat: 'EXPIRED',
      statFrom: 'tlv',
      messageState: 3,
      status: 'expired',
      notes: [],
    });
  });

  it('says unknown when nothing tells the outcome', () => {
    expect(resolveReceipt({ text: 'id:1 stat:WHATEVER' })).toMatchObject({
      id: '1',
      status: 'unknown',
      notes: ['unrecognised stat WHATEVER'],
    });
    expect(resolveReceipt({})).toEqual({ status: 'unknown', notes: [] });
  });
});

describe('stat, message_state and status', () => {
  it.each([
    ['ENROUTE', 1, 'ENROUTE', 'enroute'],
    ['DELIVRD', 2, 'DELIVERED', 'delivered'],
    ['EXPIRED', 3, 'EXPIRED', 'expired'],
    ['DELETED', 4, 'DELETED', 'deleted'],
    ['UNDELIV', 5, 'UNDELIVERABLE', 'undeliverable'],
    ['ACCEPTD', 6, 'ACCEPTED', 'accepted'],
    ['UNKNOWN', 7, 'UNKNOWN', 'unknown'],
    ['REJECTD', 8, 'REJECTED', 'rejected'],
  ] as const)('%s is message_state %i (%s), status %s', (stat, state, name, status) => {
    expect(messageStateOf(stat)).toBe(state);
    expect(messageStateName(stat)).toBe(name);
    expect(statFromMessageState(state)).toBe(stat);
    expect(statusOf(stat)).toBe(status);
    expect(statFromStatus(status)).toBe(stat);
  });

  it('covers every stat and nothing outside 1..8', () => {
    expect(RECEIPT_STATS).toHaveLength(8);
    expect(statFromMessageState(0)).toBeUndefined();
    expect(statFromMessageState(9)).toBeUndefined();
  });
});
