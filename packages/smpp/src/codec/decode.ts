import { commandName, isResponse } from '../protocol/command-id.js';
import { CommandStatus as S } from '../protocol/command-status.js';
import { SmppDecodeError, type PduHeader } from './errors.js';
import { HEADER_LENGTH, readHeader } from './header.js';
import { BODY_DECODERS } from './body-decoders.js';
import { createPdu } from './defaults.js';
import { PDU_LAYOUTS } from './layouts.js';
import type { Pdu } from './pdu-types.js';
import { PduReader } from './pdu-reader.js';

/**
 * Decodes one complete frame (command_length must equal its length). Throws SmppDecodeError with
 * the status to answer: ESME_RINVCMDLEN for a short, truncated or overlong body or a missing NUL,
 * ESME_RINVCMDID for an unknown command, and the field's own status where SMPP defines one.
 * Buffers in the result (short_message, TLV values) are views of `frame`. A caller that has
 * already read the header (a framer does) passes it so it is not read twice.
 */
export function decodePdu(frame: Buffer, header: PduHeader = readHeader(frame, 0)): Pdu {
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
  // Error responses may omit their body (SMPP 3.4); some peers omit it on success too.
  if (
    frame.length === HEADER_LENGTH &&
    isResponse(header.commandId) &&
    PDU_LAYOUTS[command].length > 0
  ) {
    return createPdu(command, {
      commandStatus: header.commandStatus,
      sequenceNumber: header.sequenceNumber,
    }) as Pdu;
  }
  return BODY_DECODERS[command](new PduReader(frame, header, command), header);
}
