/** What a spreadsheet would evaluate as a formula (OWASP CSV injection: = + - @ tab CR). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain signed decimal (a charge of -0.002000) is a number to a spreadsheet, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell. Text from peers (a message_id like `=HYPERLINK(…)`) must not run as a formula
 * when the file is opened in a spreadsheet: such cells get a leading `'` and are quoted. Plain
 * negative numbers stay numbers, so amounts still add up.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) return `"'${text.replace(/"/g, '""')}"`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
