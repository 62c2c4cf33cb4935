import { CommandId, isResponse } from '../protocol/command-id.js';
import { CommandStatus as S } from '../protocol/command-status.js';
import { SmppFieldError } from './errors.js';
import { HEADER_LENGTH } from './header.js';
import { PDU_LAYOUTS, TIME_LENGTH, type FieldLayout } from './layouts.js';
import {
  measureDestAddresses,
  measureUnsuccessSmes,
  writeDestAddresses,
  writeUnsuccessSmes,
} from './multi-address.js';
import type { DestAddress, Pdu, UnsuccessSme } from './pdu-types.js';
import type { PduWriter } from './pdu-writer.js';
import { encodeBusyPdu } from './busy-encoders.js';
import {
  measureCstring,
  measureShortMessage,
  measureTime,
  measureTlvs,
  measureU8,
  startFrame,
  writeTlvs,
} from './field-measure.js';

// The PDU seen as a record so the layout can address its fields by name.
type Fields = Readonly<Record<string, unknown>>;

function measureField(command: string, field: FieldLayout, value: unknown): number {
  switch (field.kind) {
    case 'u8':
      return measureU8(command, field, value);
    case 'cstring':
      return measureCstring(command, field, value);
    case 'time':
      return measureTime(command, field, value);
    case 'short_message':
      return measureShortMessage(command, value);
    case 'dest_address':
      return measureDestAddresses(command, value as DestAddress[]);
    case 'unsuccess_sme':
      return measureUnsuccessSmes(command, value as UnsuccessSme[]);
  }
}

function writeField(writer: PduWriter, field: FieldLayout, value: unknown): void {
  switch (field.kind) {
    case 'u8':
      writer.u8(value as number);
      return;
    case 'cstring':
      writer.cstring(value as string, field.name, field.max, field.status);
      return;
    case 'time':
      writer.cstring(value as string, field.name, TIME_LENGTH, field.status);
      return;
    case 'short_message':
      writer.u8((value as Uint8Array).length);
      writer.bytes(value as Uint8Array);
      return;
    case 'dest_address':
      writeDestAddresses(writer, value as DestAddress[]);
      return;
    case 'unsuccess_sme':
      writeUnsuccessSmes(writer, value as UnsuccessSme[]);
  }
}

/** A response with an error status and nothing else to say is sent without a body (SMPP 3.4). */
function isEmptyErrorResponse(pdu: Pdu, layout: readonly FieldLayout[], fields: Fields): boolean {
  if (pdu.commandStatus === S.ESME_ROK || pdu.tlvs.length > 0) return false;
  if (!isResponse(CommandId[pdu.command])) return false;
  return layout.every((field) => {
    const value = fields[field.name];
    if (typeof value === 'string' || value instanceof Uint8Array || Array.isArray(value)) {
      return value.length === 0;
    }
    return value === 0;
  });
}

/**
 * Encodes a PDU into one exactly sized Buffer. Field limits are checked first and raise
 * SmppFieldError with the command_status that a server would answer for such a value.
 */
export function encodePdu(pdu: Pdu): Buffer {
  const { command } = pdu;
  const written = encodeBusyPdu(pdu);
  if (written) return written;
  const layout: readonly FieldLayout[] | undefined = PDU_LAYOUTS[command];
  if (layout === undefined) {
    throw new SmppFieldError(String(command), 'command', 0, S.ESME_RINVCMDID, 'unknown command');
  }
  const fields = pdu as unknown as Fields;
  const withBody = !isEmptyErrorResponse(pdu, layout, fields);
  // Each field is read once: reads by a name that changes with every field are the slow part.
  const values = new Array<unknown>(withBody ? layout.length : 0);
  let length = HEADER_LENGTH;
  if (withBody) {
    for (let i = 0; i < layout.length; i++) {
      const field = layout[i] as FieldLayout;
      const value = fields[field.name];
      values[i] = value;
      length += measureField(command, field, value);
    }
    length += measureTlvs(command, pdu.tlvs);
  }
  const writer = startFrame(command, length, pdu);
  if (withBody) {
    for (let i = 0; i < layout.length; i++) writeField(writer, layout[i] as FieldLayout, values[i]);
    writeTlvs(writer, pdu.tlvs);
  }
  return writer.buf;
}
