import { CommandStatus } from '../protocol/command-status.js';
import { SmppDecodeError, type PduHeader } from './errors.js';

export const HEADER_LENGTH = 16;

/** Reads the 16-byte header at `offset`; throws SmppDecodeError when fewer bytes remain. */
export function readHeader(buf: Buffer, offset = 0): PduHeader {
  if (offset < 0 || buf.length - offset < HEADER_LENGTH) {
    throw new SmppDecodeError(
      CommandStatus.ESME_RINVCMDLEN,
      null,
      `need ${HEADER_LENGTH} header bytes at offset ${offset}, have ${Math.max(0, buf.length - offset)}`,
    );
  }
  return {
    commandLength: buf.readUInt32BE(offset),
    commandId: buf.readUInt32BE(offset + 4),
    commandStatus: buf.readUInt32BE(offset + 8),
    sequenceNumber: buf.readUInt32BE(offset + 12),
  };
}
