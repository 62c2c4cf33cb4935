import { CommandStatus } from '../protocol/command-status.js';
import { SmppDecodeError, type PduHeader } from './errors.js';
import { HEADER_LENGTH } from './header.js';
import { MAX_SHORT_MESSAGE, TIME_LENGTH } from './layouts.js';
import type { Tlv } from './pdu-types.js';

interface NamedField {
  readonly name: string;
}
interface TextField extends NamedField {
  readonly max: number;
  readonly status: number;
}

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

  /** An integer field from the layout table. */
  byte(field: NamedField): number {
    return this.u8(field.name);
  }

  /** A C-Octet String field from the layout table. */
  text(field: TextField): string {
    return this.cstring(field.name, field.max, field.status);
  }

  /** An SMPP time field: empty or exactly 16 characters, else the field's status. */
  time(field: NamedField & { readonly status: number }): string {
    const value = this.cstring(field.name, TIME_LENGTH, field.status);
    if (value.length !== 0 && value.length !== TIME_LENGTH) {
      this.fail(field.status, field.name, `time must be empty or ${TIME_LENGTH} characters`);
    }
    return value;
  }

  /** sm_length then short_message (a view of the frame). */
  shortMessage(): Buffer {
    const length = this.u8('sm_length');
    if (length > MAX_SHORT_MESSAGE) {
      this.fail(
        CommandStatus.ESME_RINVMSGLEN,
        'sm_length',
        `${length} exceeds ${MAX_SHORT_MESSAGE}`,
      );
    }
    return this.octets('short_message', length);
  }

  /** Every remaining byte as TLVs, in order, unknown tags included (values are views). */
  tlvs(): Tlv[] {
    const tlvs: Tlv[] = [];
    while (this.pos < this.end) {
      const tag = this.u16('tlvs');
      const length = this.u16('tlvs');
      tlvs.push({ tag, value: this.octets('tlvs', length) });
    }
    return tlvs;
  }
}
