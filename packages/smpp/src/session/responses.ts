import { createPdu, type PduInit } from '../codec/defaults.js';
import type { SmppDecodeError } from '../codec/errors.js';
import type { Pdu, PduOf, RequestPdu } from '../codec/pdu-types.js';
import {
  commandName,
  isResponse,
  responseIdFor,
  CommandId,
  type RequestCommandName,
  type ResponseNameFor,
} from '../protocol/command-id.js';
import { CommandStatus } from '../protocol/command-status.js';

/** Fields a responder may set on the response to a `K` request (per command when K is a union). */
export type ResponseInit<K extends RequestCommandName> = K extends RequestCommandName
  ? Omit<PduInit<ResponseNameFor<K>>, 'sequenceNumber'>
  : never;

/** True when SMPP defines a response for the request (outbind and alert_notification have none). */
export function hasResponse(command: RequestCommandName): boolean {
  return responseIdFor(CommandId[command]) !== undefined;
}

/** The response to `request`, carrying its sequence_number. */
export function buildResponse<K extends RequestCommandName>(
  request: Pick<PduOf<K>, 'command' | 'sequenceNumber'>,
  init?: ResponseInit<K>,
): Pdu {
  const responseId = responseIdFor(CommandId[request.command]);
  const name = responseId === undefined ? undefined : commandName(responseId);
  if (name === undefined) throw new TypeError(`${request.command} has no response PDU`);
  // The sequence number is set afterwards rather than spread into a copy of init.
  const response = createPdu(name, init as PduInit<typeof name> | undefined) as Pdu;
  response.sequenceNumber = request.sequenceNumber;
  return response;
}

/** The refusal of a request with `commandStatus`: its own _resp, or generic_nack when it has none. */
export function buildRefusal(request: RequestPdu, commandStatus: number): Pdu {
  if (!hasResponse(request.command)) {
    return createPdu('generic_nack', { commandStatus, sequenceNumber: request.sequenceNumber });
  }
  return buildResponse(request, { commandStatus });
}

/** Statuses about the frame itself rather than one field: answered with generic_nack. */
const FRAME_LEVEL = new Set<number>([CommandStatus.ESME_RINVCMDLEN, CommandStatus.ESME_RINVCMDID]);

/**
 * The answer to a frame that did not decode: the request's own _resp with the error's status when
 * a field was bad, generic_nack for length and command_id problems or requests without a response.
 * Malformed responses get no answer (undefined): nacking a response only confuses the peer.
 */
export function malformedReply(error: SmppDecodeError): Pdu | undefined {
  const { header } = error;
  if (header === null || isResponse(header.commandId)) return undefined;
  const base = { commandStatus: error.commandStatus, sequenceNumber: header.sequenceNumber };
  const responseId = responseIdFor(header.commandId);
  const name = responseId === undefined ? undefined : commandName(responseId);
  if (name === undefined || FRAME_LEVEL.has(error.commandStatus)) {
    return createPdu('generic_nack', base);
  }
  return createPdu(name, base) as Pdu;
}
