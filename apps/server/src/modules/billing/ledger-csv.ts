import { MICROS_PER_USD } from '@routelab/shared';
import { csvCell } from '../logs/csv-cell.js';
import type { LedgerEntryView } from './ledger-entries.js';

const CSV_COLUMNS = [
  'id',
  'created_at',
  'kind',
  'amount_usd',
  'balance_after_usd',
  'reference',
  'note',
  'created_by',
] as const;

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** "-0.002000": micro-dollars as USD with exactly 6 decimals, computed on the integer. */
export function usdWithSixDecimals(micros: number): string {
  const magnitude = Math.abs(micros);
  const fraction = String(magnitude % MICROS_PER_USD).padStart(6, '0');
  return `${micros < 0 ? '-' : ''}${Math.floor(magnitude / MICROS_PER_USD)}.${fraction}`;
}

/** The balance history as CSV, a row at a time; every cell neutralised for spreadsheets. */
export async function* encodeLedgerCsv(
  rows: AsyncIterable<LedgerEntryView>,
): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  for await (const row of rows) {
    const cells: Record<(typeof CSV_COLUMNS)[number], unknown> = {
      id: row.id,
      created_at: new Date(Number(row.created_at)).toISOString(),
      kind: row.kind,
      amount_usd: usdWithSixDecimals(Number(row.amount_micros)),
      balance_after_usd: usdWithSixDecimals(Number(row.balance_after_micros)),
      reference: row.reference,
      note: row.note,
      created_by: row.created_by,
    };
    yield `${CSV_COLUMNS.map((column) => csvCell(cells[column])).join(',')}\r\n`;
  }
}
