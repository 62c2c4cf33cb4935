import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-cell.js';

describe('csvCell', () => {
  it('prefixes and quotes cells a spreadsheet would evaluate', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(1+1)*cmd|x')).toBe(`"'@SUM(1+1)*cmd|x"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-1+1')).toBe(`"'-1+1"`);
    expect(csvCell('-2-cmd|x')).toBe(`"'-2-cmd|x"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
  });

  it('leaves other cells as they are, quoting separators', () => {
    expect(csvCell('3E8')).toBe('3E8');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a=b')).toBe('a=b');
    // Plain negative numbers (ledger amounts) stay numbers: nothing to evaluate.
    expect(csvCell('-0.002000')).toBe('-0.002000');
    expect(csvCell(-3)).toBe('-3');
  });
});
