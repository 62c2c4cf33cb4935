import { describe, expect, it } from 'vitest';
import { encodeLedgerCsv, usdWithSixDecimals } from './ledger-csv.js';
import type { LedgerEntryView } from './ledger-entries.js';

describe('usdWithSixDecimals', () => {
  it.each([
    [0, '0.000000'],
    [1, '0.000001'],
    [-2_000, '-0.002000'],
    [1_234_567_891, '1234.567891'],
    [-1_000_000_000_000, '-1000000.000000'],
    [9_007_199_254_740_991, '9007199254.740991'],
  ])('%i micro-dollars read %s', (micros, text) => {
    expect(usdWithSixDecimals(micros)).toBe(text);
  });
});

describe('encodeLedgerCsv', () => {
  it('writes a header and one neutralised row per entry', async () => {
    const entry: LedgerEntryView = {
      id: 7,
      kind: 'adjustment',
      amount_micros: 1_500,
      balance_after_micros: 3_000_500,
      reference: null,
      note: '=HYPERLINK("x"), "quoted"',
      created_by: 'admin@example.com',
      created_at: Date.UTC(2026, 0, 2, 3, 4, 5),
    };
    async function* rows() {
      yield entry;
      yield { ...entry, id: 6, amount_micros: -2_000, note: null, created_by: null };
    }
    let text = '';
    for await (const chunk of encodeLedgerCsv(rows())) text += chunk;
    expect(text.split('\r\n')).toEqual([
      'id,created_at,kind,amount_usd,balance_after_usd,reference,note,created_by',
      `7,2026-01-02T03:04:05.000Z,adjustment,0.001500,3.000500,,"'=HYPERLINK(""x""), ""quoted""",admin@example.com`,
      `6,2026-01-02T03:04:05.000Z,adjustment,-0.002000,3.000500,,,`,
      '',
    ]);
  });
});
