import { CommandStatus as S } from '../protocol/command-status.js';
import { SmppFieldError } from './errors.js';
import { MAX_SHORT_MESSAGE, TIME_LENGTH, type FieldLayout } from './layouts.js';
import { CommandId } from '../protocol/command-id.js';
import type { Pdu, Tlv } from './pdu-types.js';
import { PduWriter } from './pdu-writer.js';

// The checks of one field each, with the encoded size they return: shared by the layout-driven
// encoder and the encoders written out for busy PDUs, so both refuse the same values alike.

type FieldOf<K extends FieldLayout['kind']> = Extract<FieldLayout, { kind: K }>;

export function measureU8(command: string, field: FieldOf<'u8'>, value: unknown): number {
  if (typeof value !== 'number' || (value & 0xff) !== value) {
    throw new SmppFieldError(
      command,
      field.name,
      0xff,
      field.status,
      `${String(value)} is not an octet`,
    );
  }
  return 1;
}

export function measureCstring(command: string, field: FieldOf<'cstring'>, value: unknown): number {
  if (typeof value !== 'string' || value.length > field.max) {
    throw new SmppFieldError(
      command,
      field.name,
      field.max,
      field.status,
      `at most ${field.max} characters`,
    );
  }
  return value.length + 1;
}

export function measureTime(command: string, field: FieldOf<'time'>, value: unknown): number {
  if (typeof value !== 'string' || (value.length !== 0 && value.length !== TIME_LENGTH)) {
    throw new SmppFieldError(
      command,
      field.name,
      TIME_LENGTH,
      field.status,
      `empty or ${TIME_LENGTH} characters`,
    );
  }
  return value.length + 1;
}

export function measureShortMessage(command: string, value: unknown): number {
  if (!(value instanceof Uint8Array) || value.length > MAX_SHORT_MESSAGE) {
    throw new SmppFieldError(
      command,
      'short_message',
      MAX_SHORT_MESSAGE,
      S.ESME_RINVMSGLEN,
      `at most ${MAX_SHORT_MESSAGE} octets; use the message_payload TLV for more`,
    );
  }
  return value.length + 1;
}

export function measureTlvs(command: string, tlvs: readonly Tlv[]): number {
  if (!Array.isArray(tlvs))
    throw new SmppFieldError(command, 'tlvs', 0, S.ESME_RSYSERR, 'not an array');
  let length = 0;
  for (const { tag, value } of tlvs) {
    if (typeof tag !== 'number' || (tag & 0xffff) !== tag) {
      throw new SmppFieldError(
        command,
        'tlvs',
        0xffff,
        S.ESME_RINVOPTPARSTREAM,
        `tag ${String(tag)}`,
      );
    }
    if (!(value instanceof Uint8Array) || value.length > 0xffff) {
      throw new SmppFieldError(command, 'tlvs', 0xffff, S.ESME_RINVPARLEN, `value of tag ${tag}`);
    }
    length += 4 + value.length;
  }
  return length;
}

/** commandStatus and sequenceNumber must be uint32. */
export function checkHeaderNumbers(
  command: string,
  commandStatus: unknown,
  sequence: unknown,
): void {
  if (typeof commandStatus !== 'number' || commandStatus >>> 0 !== commandStatus) {
    throw new SmppFieldError(command, 'commandStatus', 0xffffffff, S.ESME_RSYSERR, 'not a uint32');
  }
  if (typeof sequence !== 'number' || sequence >>> 0 !== sequence) {
    throw new SmppFieldError(command, 'sequenceNumber', 0xffffffff, S.ESME_RSYSERR, 'not a uint32');
  }
}

/** A writer for a frame of `length` bytes, its header checked and written. */
export function startFrame(command: Pdu['command'], length: number, pdu: Pdu): PduWriter {
  checkHeaderNumbers(command, pdu.commandStatus, pdu.sequenceNumber);
  const writer = new PduWriter(Buffer.allocUnsafe(length), command);
  writer.u32(length);
  writer.u32(CommandId[command]);
  writer.u32(pdu.commandStatus);
  writer.u32(pdu.sequenceNumber);
  return writer;
}

export function writeTlvs(writer: PduWriter, tlvs: readonly Tlv[]): void {
  for (const { tag, value } of tlvs) {
    writer.u16(tag);
    writer.u16(value.length);
    writer.bytes(value);
  }
}
