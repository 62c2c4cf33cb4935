export interface HexDumpRow {
  /** Offset of the row's first byte, 4 hex digits (8 past 64 KiB). */
  offset: string;
  /** The bytes in hex, a wider gap after the eighth. */
  hex: string;
  /** Printable ASCII as is, every other byte as a dot. */
  ascii: string;
}

const BYTES_PER_ROW = 16;

/** Splits a PDU's bytes (given as hex) into the rows of a classic hex dump. */
export function hexDumpRows(hex: string): HexDumpRow[] {
  const clean = hex.replace(/\s+/g, '');
  const bytes: number[] = [];
  for (let index = 0; index + 1 < clean.length; index += 2) {
    const byte = Number.parseInt(clean.slice(index, index + 2), 16);
    if (Number.isNaN(byte)) break;
    bytes.push(byte);
  }
  const offsetWidth = bytes.length > 0xffff ? 8 : 4;
  const rows: HexDumpRow[] = [];
  for (let start = 0; start < bytes.length; start += BYTES_PER_ROW) {
    const slice = bytes.slice(start, start + BYTES_PER_ROW);
    const pairs = slice.map((byte) => byte.toString(16).padStart(2, '0'));
    rows.push({
      offset: start.toString(16).padStart(offsetWidth, '0'),
      hex: [pairs.slice(0, 8).join(' '), pairs.slice(8).join(' ')].filter(Boolean).join('  '),
      ascii: slice
        .map((byte) => (byte >= 0x20 && byte <= 0x7e ? String.fromCharCode(byte) : '.'))
        .join(''),
    });
  }
  return rows;
}

/** The command_id or command_status as SMPP writes it: 0x0000000B. */
export const hex32 = (value: number): string =>
  `0x${(value >>> 0).toString(16).toUpperCase().padStart(8, '0')}`;

/** A one-octet field (data_coding, esm_class…) as SMPP writes it: 0x40. */
export const hex8 = (value: number): string =>
  `0x${(value & 0xff).toString(16).toUpperCase().padStart(2, '0')}`;
