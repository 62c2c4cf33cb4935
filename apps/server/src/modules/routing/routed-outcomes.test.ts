import { describe, expect, it } from 'vitest';
import { receiptError } from './routed-outcomes.js';

describe('receiptError', () => {
  it('reads the err field of a receipt, 0 when there is none', () => {
    expect(
      receiptError(
        'id:1 sub:001 dlvrd:000 submit date:2612021200 done date:2612021201 stat:UNDELIV err:069 text:x',
      ),
    ).toBe(69);
    expect(receiptError('id:1 stat:DELIVRD err:000')).toBe(0);
    expect(receiptError('id:1 stat:DELIVRD')).toBe(0);
    expect(receiptError(null)).toBe(0);
  });
});
