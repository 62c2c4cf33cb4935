import { CommandStatus } from '../protocol/command-status.js';
import { SmppDecodeError, type PduHeader } from './errors.js';
import { HEADER_LENGTH } from './header.js';

/** A cursor over one frame's body; every failure is a SmppDecodeError carrying the header. */
export class PduReader {
  pos = HEADER_LENGTH;
  readonly end: number;

  constructor(
    readonly buf: Buffer,
    readonly header: PduHeader,
    readonly command: string,
  ) {
    this.end = buf.length;
  }

  fail(status: number, field: string, detail: string): never {
    throw new SmppDecodeError(status, this.header, `${this.command}.${field}: ${detail}`, field);
  }

  private need(count: number, field: string): void {
    if (this.end - this.pos < count) {
      this.fail(CommandStatus.ESME_RINVCMDLEN, field, 'body ends inside this field');
    }
  }

  u8(field: string): number {
    this.need(1, field);
    return this.buf[this.pos++] as number;
  }

  u16(field: string): number {
    this.need(2, field);
    const value = this.buf.readUInt16BE(this.pos);
    this.pos += 2;
    return value;
  }

  u32(field: string): number {
    this.need(4, field);
    const value = this.buf.readUInt32BE(this.pos);
    this.pos += 4;
    return value;
  }

  /** A view of the next `length` bytes (shares memory with the frame). */
  octets(field: string, length: number): Buffer {
    this.need(length, field);
    const start = this.pos;
    this.pos += length;
    return this.buf.subarray(start, this.pos);
  }

  /**
   * A Latin-1 C-Octet String of at most `max` characters. No terminator before the end of the
   * frame is a length error (ESME_RINVCMDLEN); a terminator past `max` is the field's own status.
   */
  cstring(field: string, max: number, status: number): string {
    const { buf, pos, end } = this;
    const limit = Math.min(end, pos + max + 1);
    let nul = pos;
    while (nul < limit && buf[nul] !== 0) nul++;
    if (nul === limit) {
      if (limit < end && buf.indexOf(0, limit) !== -1) {
        this.fail(status, field, `longer than ${max} characters`);
      }
      this.fail(CommandStatus.ESME_RINVCMDLEN, field, 'C-string without NUL terminator');
    }
    this.pos = nul + 1;
    return nul === pos ? '' : buf.toString('latin1', pos, nul);
  }
}
