import { csvCell } from '../logs/csv-cell.js';
import type { ExportedPart } from './load-test-figures.js';

const CSV_COLUMNS = [
  'message_id',
  'destination',
  'seq',
  'status',
  'command_status',
  'submitted_at',
  'answered_at',
  'receipt_at',
  'submit_latency_ms',
  'receipt_latency_ms',
] as const;

const iso = (at: number | null) => (at === null ? null : new Date(Number(at)).toISOString());
const since = (start: number | null, end: number | null) =>
  start === null || end === null ? null : Number(end) - Number(start);

/** A load test's parts as CSV, a row at a time; every cell neutralised for spreadsheets. */
export async function* encodeLoadTestCsv(
  parts: AsyncIterable<ExportedPart>,
): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  for await (const part of parts) {
    const cells: Record<(typeof CSV_COLUMNS)[number], unknown> = {
      message_id: part.message_id,
      destination: part.destination_addr,
      seq: part.seq,
      status: part.status,
      command_status: part.command_status,
      submitted_at: iso(part.submitted_at),
      answered_at: iso(part.responded_at),
      receipt_at: iso(part.done_at),
      submit_latency_ms: since(part.submitted_at, part.responded_at),
      receipt_latency_ms: since(part.submitted_at, part.done_at),
    };
    yield `${CSV_COLUMNS.map((column) => csvCell(cells[column])).join(',')}\r\n`;
  }
}
