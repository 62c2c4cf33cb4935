import { describe, expect, it } from 'vitest';
import { parseReceiptOctets, parseReceiptText } from './parse-receipt.js';
import { parseReceiptDate } from './receipt-date.js';

const utc = (iso: string): Date => new Date(`${iso}Z`);

describe('parseReceiptText', () => {
  it('reads the appendix B format', () => {
    expect(
      parseReceiptText(
        'id:7220112433 sub:001 dlvrd:001 submit date:1305061407 done date:1305061409 stat:DELIVRD err:000 text:Hello there',
      ),
    ).toEqual({
      id: '7220112433',
      sub: '001',
      dlvrd: '001',
      submitDate: utc('2013-05-06T14:07:00'),
      doneDate: utc('2013-05-06T14:09:00'),
      stat: 'DELIVRD',
      rawStat: 'DELIVRD',
      err: '000',
      text: 'Hello there',
    });
  });

  it('accepts any case, `Text:`, extra spaces and seconds', () => {
    expect(
      parseReceiptText(
        'ID: 0A1F  SUB:1   DLVRD:1  Submit Date:  261122152045 DONE DATE:261122152101 Stat:delivrd ERR:0 Text:Hi',
      ),
    ).toEqual({
      id: '0A1F',
      sub: '1',
      dlvrd: '1',
      submitDate: utc('2026-11-22T15:20:45'),
      doneDate: utc('2026-11-22T15:21:01'),
      stat: 'DELIVRD',
      rawStat: 'delivrd',
      err: '0',
      text: 'Hi',
    });
  });

  it('copes with missing fields (Kannel-style short receipts)', () => {
    expect(
      parseReceiptText(
        'id:c449ab9744f47b6af1879e49e75e4f40 submit date:2611221520 done date:2611221521 stat:EXPIRED',
      ),
    ).toEqual({
      id: 'c449ab9744f47b6af1879e49e75e4f40',
      submitDate: utc('2026-11-22T15:20:00'),
      doneDate: utc('2026-11-22T15:21:00'),
      stat: 'EXPIRED',
      rawStat: 'EXPIRED',
    });
  });

  it('reads underscores, four-digit years and long stat spellings', () => {
    expect(
      parseReceiptText(
        'id:42 submit_date:20261122152000 done_date:20261122152100 stat:UNDELIVERABLE err:0x0B',
      ),
    ).toMatchObject({
      id: '42',
      submitDate: utc('2026-11-22T15:20:00'),
      doneDate: utc('2026-11-22T15:21:00'),
      stat: 'UNDELIV',
      rawStat: 'UNDELIVERABLE',
      err: '0x0B',
    });
    expect(parseReceiptText('id:1 stat:DELIVERED').stat).toBe('DELIVRD');
    expect(parseReceiptText('id:1 stat:Rejected').stat).toBe('REJECTD');
  });

  it('keeps a stat it does not know only as written', () => {
    const parsed = parseReceiptText('id:1 stat:BLOCKED');
    expect(parsed.rawStat).toBe('BLOCKED');
    expect(parsed).not.toHaveProperty('stat');
  });

  it('treats everything after text: as text, keys included', () => {
    expect(parseReceiptText('id:1 stat:DELIVRD text:id:2 stat:EXPIRED')).toMatchObject({
      id: '1',
      stat: 'DELIVRD',
      text: 'id:2 stat:EXPIRED',
    });
  });

  it('does not read dlvrd: as id:', () => {
    expect(parseReceiptText('sub:001 dlvrd:001 stat:DELIVRD')).not.toHaveProperty('id');
  });

  it('leaves out dates that are not dates', () => {
    const parsed = parseReceiptText('id:1 submit date:2613451520 done date:12345 stat:DELIVRD');
    expect(parsed).not.toHaveProperty('submitDate');
    expect(parsed).not.toHaveProperty('doneDate');
  });

  it('returns nothing for text that is not a receipt', () => {
    expect(parseReceiptText('Hello, see you at 10:30')).toEqual({});
  });
});

describe('parseReceiptDate', () => {
  it('reads 10, 12 and 14 digit forms as UTC', () => {
    expect(parseReceiptDate('2602290000')).toBeUndefined();
    expect(parseReceiptDate('2802290000')).toEqual(utc('2028-02-29T00:00:00'));
    expect(parseReceiptDate('991231235959')).toEqual(utc('2099-12-31T23:59:59'));
    expect(parseReceiptDate('20261122152000')).toEqual(utc('2026-11-22T15:20:00'));
    expect(parseReceiptDate('26-11-22 15:20')).toEqual(utc('2026-11-22T15:20:00'));
    expect(parseReceiptDate('2611221560')).toBeUndefined();
    expect(parseReceiptDate('')).toBeUndefined();
  });
});

describe('parseReceiptOctets', () => {
  const receipt = 'id:MSG_4097 sub:001 dlvrd:001 stat:DELIVRD err:000 text:a_b@c$';

  it('reads ASCII ids from the octets of data_coding 0, not through GSM 03.38', () => {
    const parsed = parseReceiptOctets(Buffer.from(receipt, 'latin1'), 0x00);
    expect(parsed).toMatchObject({ id: 'MSG_4097', stat: 'DELIVRD', text: 'a_b@c$' });
  });

  it('reads the same from IA5, Latin-1 and UCS2 receipts', () => {
    expect(parseReceiptOctets(Buffer.from(receipt, 'latin1'), 0x01).id).toBe('MSG_4097');
    expect(parseReceiptOctets(Buffer.from(receipt, 'latin1'), 0x03).id).toBe('MSG_4097');
    expect(parseReceiptOctets(Buffer.from(receipt, 'utf16le').swap16(), 0x08).id).toBe('MSG_4097');
  });
});
