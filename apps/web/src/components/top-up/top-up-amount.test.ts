import { describe, expect, it } from 'vitest';
import { checkTopUpAmount } from './top-up-amount';

describe('checkTopUpAmount', () => {
  it.each([
    ['100', 100],
    [' 1 ', 1],
    ['1000', 1000],
  ])('takes %j as %i', (text, amount) => {
    expect(checkTopUpAmount(text)).toEqual({ amount });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'notNumber'],
    ['12abc', 'notNumber'],
    ['2.5', 'integer'],
    ['0.5', 'integer'],
    ['0', 'min'],
    ['-5', 'min'],
    ['1001', 'max'],
  ] as const)('gives %j the %s message', (text, error) => {
    expect(checkTopUpAmount(text)).toEqual({ error });
  });
});
