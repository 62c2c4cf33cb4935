import { describe, expect, it } from 'vitest';
import { durationText } from './duration-text';

describe('durationText', () => {
  it('gives the two largest parts in the short units of the language', () => {
    expect(durationText(0, 'en')).toBe('0 sec');
    expect(durationText(3 * 60_000 + 4_900, 'en')).toBe('3 min 4 sec');
    expect(durationText(2 * 86_400_000 + 5 * 3_600_000 + 59_000, 'en')).toBe('2 days 5 hr');
    expect(durationText(3_600_000 + 7_000, 'en')).toBe('1 hr 7 sec');
    expect(durationText(65_000, 'ru')).toBe('1 мин 5 с');
  });
});
