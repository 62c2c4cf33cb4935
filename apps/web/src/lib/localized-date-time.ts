/**
 * Dates and times typed and shown in the UI language's order (26.11.2026, 14:05 in ru and uk;
 * 11/26/2026, 14:05 in en), for the list filters. A native datetime-local input follows the
 * browser's locale instead. Values are `YYYY-MM-DDTHH:mm` in local time, as before.
 */

export type DateTimeField = 'day' | 'month' | 'year' | 'hour' | 'minute';

/** The fields in the order the language writes them, and the text before each and after all. */
export interface DateTimePattern {
  fields: DateTimeField[];
  /** literals[i] comes before fields[i]; the last one ends the text. */
  literals: string[];
}

const FIELDS: readonly string[] = ['day', 'month', 'year', 'hour', 'minute'];
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

export function dateTimePattern(language: string): DateTimePattern {
  const parts = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(2026, 10, 26, 14, 5));
  const pattern: DateTimePattern = { fields: [], literals: [''] };
  for (const part of parts) {
    if (FIELDS.includes(part.type)) {
      pattern.fields.push(part.type as DateTimeField);
      pattern.literals.push('');
    } else {
      pattern.literals[pattern.literals.length - 1] += part.value;
    }
  }
  return pattern;
}

function assemble(pattern: DateTimePattern, text: (field: DateTimeField) => string): string {
  return (
    pattern.fields.map((field, index) => `${pattern.literals[index]}${text(field)}`).join('') +
    pattern.literals[pattern.fields.length]
  );
}

/** The pattern spelled with the language's letters for each field: dd.mm.yyyy, hh:mm. */
export function patternText(pattern: DateTimePattern, names: Record<DateTimeField, string>) {
  return assemble(pattern, (field) => names[field]);
}

/** `YYYY-MM-DDTHH:mm` as the language writes it; '' for a value that is no such time. */
export function formatLocalDateTime(value: string, pattern: DateTimePattern): string {
  const match = LOCAL.exec(value);
  if (!match) return '';
  const [, year, month, day, hour, minute] = match as unknown as string[];
  const values = { year, month, day, hour, minute } as Record<DateTimeField, string>;
  return assemble(pattern, (field) => values[field]);
}

const daysIn = (year: number, month: number) => new Date(year, month, 0).getDate();
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * Text typed in the language's order as `YYYY-MM-DDTHH:mm`; a date alone means its midnight.
 * Undefined when it names no real date and time.
 */
export function parseLocalDateTime(text: string, pattern: DateTimePattern): string | undefined {
  const numbers = text.match(/\d+/g) ?? [];
  const dateFields = pattern.fields.filter((field) => field !== 'hour' && field !== 'minute');
  if (numbers.length !== dateFields.length && numbers.length !== pattern.fields.length) {
    return undefined;
  }
  const order = numbers.length === dateFields.length ? dateFields : pattern.fields;
  const values: Record<DateTimeField, number> = { day: 0, month: 0, year: 0, hour: 0, minute: 0 };
  for (const [index, field] of order.entries()) values[field] = Number(numbers[index]);
  const yearText = numbers[order.indexOf('year')] ?? '';
  const { year, month, day, hour, minute } = values;
  const valid =
    yearText.length === 4 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hour <= 23 &&
    minute <= 59;
  if (!valid) return undefined;
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}
