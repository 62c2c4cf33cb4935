import { commandName, isResponse } from '../protocol/command-id.js';
import { CommandStatus as S } from '../protocol/command-status.js';
import { SmppDecodeError } from './errors.js';
import { HEADER_LENGTH, readHeader } from './header.js';
import { MAX_SHORT_MESSAGE, PDU_LAYOUTS, TIME_LENGTH, type FieldLayout } from './layouts.js';
import { readDestAddresses, readUnsuccessSmes } from './multi-address.js';
import { defaultFieldValue } from './defaults.js';
import type { Pdu, Tlv } from './pdu-types.js';
import { PduReader } from './pdu-reader.js';

function readField(reader: PduReader, field: FieldLayout): unknown {
  switch (field.kind) {
    case 'u8':
      return reader.u8(field.name);
    case 'cstring':
      return reader.cstring(field.name, field.max, field.status);
    case 'time': {
      const value = reader.cstring(field.name, TIME_LENGTH, field.status);
      if (value.length !== 0 && value.length !== TIME_LENGTH) {
        reader.fail(field.status, field.name, `time must be empty or ${TIME_LENGTH} characters`);
      }
      return value;
    }
    case 'short_message': {
      const length = reader.u8('sm_length');
      if (length > MAX_SHORT_MESSAGE) {
        reader.fail(S.ESME_RINVMSGLEN, 'sm_length', `${length} exceeds ${MAX_SHORT_MESSAGE}`);
      }
      return reader.octets('short_message', length);
    }
    case 'dest_address':
      return readDestAddresses(reader);
    case 'unsuccess_sme':
      return readUnsuccessSmes(reader);
  }
}

function readTlvs(reader: PduReader): Tlv[] {
  const tlvs: Tlv[] = [];
  while (reader.pos < reader.end) {
    const tag = reader.u16('tlvs');
    const length = reader.u16('tlvs');
    tlvs.push({ tag, value: reader.octets('tlvs', length) });
  }
  return tlvs;
}

/**
 * Decodes one complete frame (command_length must equal its length). Throws SmppDecodeError with
 * the status to answer: ESME_RINVCMDLEN for a short, truncated or overlong body or a missing NUL,
 * ESME_RINVCMDID for an unknown command, and the field's own status where SMPP defines one.
 * Buffers in the result (short_message, TLV values) are views of `frame`.
 */
export function decodePdu(frame: Buffer): Pdu {
  const header = readHeader(frame, 0);
  if (header.commandLength !== frame.length) {
    throw new SmppDecodeError(
      S.ESME_RINVCMDLEN,
      header,
      `command_length ${header.commandLength} but the frame holds ${frame.length} bytes`,
    );
  }
  const command = commandName(header.commandId);
  if (command === undefined) {
    throw new SmppDecodeError(
      S.ESME_RINVCMDID,
      header,
      `unknown command_id 0x${header.commandId.toString(16).padStart(8, '0')}`,
    );
  }
  const layout: readonly FieldLayout[] = PDU_LAYOUTS[command];
  const pdu: Record<string, unknown> = {
    command,
    commandStatus: header.commandStatus,
    sequenceNumber: header.sequenceNumber,
  };
  // Error responses may omit their body (SMPP 3.4); some peers omit it on success too.
  if (frame.length === HEADER_LENGTH && isResponse(header.commandId)) {
    for (const field of layout) pdu[field.name] = defaultFieldValue(field);
    pdu.tlvs = [];
    return pdu as unknown as Pdu;
  }
  const reader = new PduReader(frame, header, command);
  for (const field of layout) pdu[field.name] = readField(reader, field);
  pdu.tlvs = readTlvs(reader);
  return pdu as unknown as Pdu;
}
