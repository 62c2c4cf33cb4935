import type { LogFormat, LogSide } from '@routelab/shared';
import type { PduLogRow } from '../../db/schema.js';
import { csvCell } from './csv-cell.js';
import { pcapFileHeader, PcapWriter } from './pcap-writer.js';
import { toPduLog } from './to-api.js';

const CSV_COLUMNS = [
  'id',
  'time',
  'side',
  'connection_id',
  'session_id',
  'direction',
  'command_id',
  'command',
  'command_status',
  'command_status_name',
  'sequence_number',
  'message_id',
  'length',
  'hex',
] as const;

export const DOWNLOAD_TYPES: Record<LogFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  pcap: 'application/vnd.tcpdump.pcap',
};

/** Encodes rows one at a time: CSV (header fields + hex), JSON (decoded fields) or PCAP. */
export async function* encodeDownload(
  rows: AsyncIterable<PduLogRow>,
  format: LogFormat,
  side: LogSide,
): AsyncGenerator<Buffer | string> {
  if (format === 'pcap') {
    yield pcapFileHeader();
    const writer = new PcapWriter(side);
    for await (const row of rows) yield writer.packet(row);
    return;
  }
  if (format === 'csv') {
    yield `${CSV_COLUMNS.join(',')}\r\n`;
    for await (const row of rows) {
      const log = toPduLog(row, false);
      const raw = Buffer.isBuffer(row.raw) ? row.raw : Buffer.from(row.raw as Uint8Array);
      const cells = { ...log, hex: raw.toString('hex') };
      yield `${CSV_COLUMNS.map((column) => csvCell(cells[column])).join(',')}\r\n`;
    }
    return;
  }
  yield '[';
  let first = true;
  for await (const row of rows) {
    yield `${first ? '' : ','}\n${JSON.stringify(toPduLog(row, true))}`;
    first = false;
  }
  yield '\n]\n';
}
