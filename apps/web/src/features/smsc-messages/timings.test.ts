import { describe, expect, it } from 'vitest';
import { formatDuration } from './timings';

describe('formatDuration', () => {
  it('names the units in the console language', () => {
    expect(formatDuration(850, 'en')).toBe('850 ms');
    expect(formatDuration(4_200, 'en')).toBe('4.2 sec');
    expect(formatDuration(185_000, 'en')).toBe('3 min 5 sec');
    expect(formatDuration(850, 'ru')).toBe('850 мс');
    expect(formatDuration(4_200, 'ru')).toBe('4,2 с');
    expect(formatDuration(185_000, 'uk')).toBe('3 хв 5 с');
    expect(formatDuration(null, 'ru')).toBe('—');
  });
});
