import { SmppFieldError } from './errors.js';

/** Writes fields into a buffer sized beforehand; lengths were checked while measuring. */
export class PduWriter {
  pos = 0;

  constructor(
    readonly buf: Buffer,
    readonly command: string,
  ) {}

  u8(value: number): void {
    this.buf[this.pos++] = value;
  }

  u16(value: number): void {
    this.buf[this.pos++] = value >>> 8;
    this.buf[this.pos++] = value;
  }

  u32(value: number): void {
    this.buf[this.pos++] = value >>> 24;
    this.buf[this.pos++] = value >>> 16;
    this.buf[this.pos++] = value >>> 8;
    this.buf[this.pos++] = value;
  }

  bytes(value: Uint8Array): void {
    this.buf.set(value, this.pos);
    this.pos += value.length;
  }

  /** Latin-1 characters plus NUL; a NUL or a character above U+00FF cannot be carried. */
  cstring(value: string, field: string, max: number, status: number): void {
    const { buf } = this;
    let pos = this.pos;
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      if (code === 0 || code > 0xff) {
        throw new SmppFieldError(
          this.command,
          field,
          max,
          status,
          `character U+${code.toString(16).padStart(4, '0')} at ${i} is not allowed in a Latin-1 C-string`,
        );
      }
      buf[pos++] = code;
    }
    buf[pos++] = 0;
    this.pos = pos;
  }
}
