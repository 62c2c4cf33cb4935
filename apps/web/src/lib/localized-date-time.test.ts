import { describe, expect, it } from 'vitest';
import {
  dateTimePattern,
  formatLocalDateTime,
  parseLocalDateTime,
  patternText,
} from './localized-date-time';

const en = dateTimePattern('en');
const ru = dateTimePattern('ru');
const uk = dateTimePattern('uk');

describe('localized date and time', () => {
  it('writes a time in the order of the language', () => {
    expect(formatLocalDateTime('2026-03-05T08:07', en)).toBe('03/05/2026, 08:07');
    expect(formatLocalDateTime('2026-03-05T08:07', ru)).toBe('05.03.2026, 08:07');
    expect(formatLocalDateTime('2026-03-05T08:07', uk)).toBe('05.03.2026, 08:07');
    expect(formatLocalDateTime('', ru)).toBe('');
  });

  it('spells the pattern with the letters given', () => {
    const names = { day: 'дд', month: 'мм', year: 'гггг', hour: 'чч', minute: 'мм' };
    expect(patternText(ru, names)).toBe('дд.мм.гггг, чч:мм');
    expect(patternText(en, { ...names, day: 'dd', month: 'mm' })).toBe('mm/dd/гггг, чч:мм');
  });

  it('reads what is typed in that order, a date alone as its midnight', () => {
    expect(parseLocalDateTime('05.03.2026, 08:07', ru)).toBe('2026-03-05T08:07');
    expect(parseLocalDateTime('5.3.2026 8:07', uk)).toBe('2026-03-05T08:07');
    expect(parseLocalDateTime('03/05/2026, 08:07', en)).toBe('2026-03-05T08:07');
    expect(parseLocalDateTime('05.03.2026', ru)).toBe('2026-03-05T00:00');
  });

  it('reads nothing from text that is no real date and time', () => {
    expect(parseLocalDateTime('31.02.2026', ru)).toBeUndefined();
    expect(parseLocalDateTime('13/05/2026', en)).toBeUndefined();
    expect(parseLocalDateTime('05.03.26', ru)).toBeUndefined();
    expect(parseLocalDateTime('05.03.2026 24:00', ru)).toBeUndefined();
    expect(parseLocalDateTime('05.03', ru)).toBeUndefined();
    expect(parseLocalDateTime('soon', ru)).toBeUndefined();
  });
});
