import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildReceiptText } from './build-receipt.js';
import { parseReceiptText } from './parse-receipt.js';
import { RECEIPT_STATS } from './receipt-stat.js';
import { PROPERTY_BUDGET_MS, propertyRuns } from '../testing/property-runs.js';

const submitDate = new Date('2026-11-22T15:20:42Z');
const doneDate = new Date('2026-11-22T15:21:59Z');

describe('buildReceiptText', () => {
  it('writes the SMPP 3.4 appendix B format with UTC dates', () => {
    const text = buildReceiptText({
      id: '2591',
      submitDate,
      doneDate,
      stat: 'DELIVRD',
      text: 'Hello world, this is a long message',
    });
    expect(text).toBe(
      'id:2591 sub:001 dlvrd:001 submit date:2611221520 done date:2611221521 stat:DELIVRD err:000 text:Hello world, this is',
    );
  });

  it('counts nothing delivered for a failure and keeps string codes as given', () => {
    const text = buildReceiptText({
      id: '0A1F',
      sub: 2,
      submitDate,
      doneDate,
      stat: 'UNDELIV',
      err: '0x0B',
    });
    expect(text).toBe(
      'id:0A1F sub:002 dlvrd:000 submit date:2611221520 done date:2611221521 stat:UNDELIV err:0x0B text:',
    );
  });

  it('keeps 20 characters of text, not 20 UTF-16 units', () => {
    const text = buildReceiptText({
      id: 'x',
      submitDate,
      doneDate,
      stat: 'DELIVRD',
      text: '😀'.repeat(25),
    });
    expect(text.endsWith(`text:${'😀'.repeat(20)}`)).toBe(true);
  });

  it('refuses an id the text could not carry', () => {
    expect(() => buildReceiptText({ id: 'a b', submitDate, doneDate, stat: 'DELIVRD' })).toThrow(
      RangeError,
    );
    expect(() => buildReceiptText({ id: '', submitDate, doneDate, stat: 'DELIVRD' })).toThrow(
      RangeError,
    );
  });

  it('round-trips through parseReceiptText', { timeout: PROPERTY_BUDGET_MS }, () => {
    const minute = fc
      .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31, 23, 59) })
      .map((ms) => new Date(Math.floor(ms / 60_000) * 60_000));
    fc.assert(
      fc.property(
        fc.record({
          id: fc.stringMatching(/^[0-9A-Za-z-]{1,40}$/),
          sub: fc.integer({ min: 0, max: 999 }),
          dlvrd: fc.integer({ min: 0, max: 999 }),
          submitDate: minute,
          doneDate: minute,
          stat: fc.constantFrom(...RECEIPT_STATS),
          err: fc.integer({ min: 0, max: 999 }),
          text: fc.string({ unit: 'grapheme-composite', maxLength: 40 }),
        }),
        (fields) => {
          const parsed = parseReceiptText(buildReceiptText(fields));
          expect(parsed).toEqual({
            id: fields.id,
            sub: String(fields.sub).padStart(3, '0'),
            dlvrd: String(fields.dlvrd).padStart(3, '0'),
            submitDate: fields.submitDate,
            doneDate: fields.doneDate,
            stat: fields.stat,
            rawStat: fields.stat,
            err: String(fields.err).padStart(3, '0'),
            text: Array.from(fields.text).slice(0, 20).join('').trim(),
          });
        },
      ),
      propertyRuns(100, 0x444c5231),
    );
  });
});
