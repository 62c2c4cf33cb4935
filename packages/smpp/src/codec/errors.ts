import { commandStatusName } from '../protocol/command-status.js';

/** The four header fields of a PDU. */
export interface PduHeader {
  commandLength: number;
  commandId: number;
  commandStatus: number;
  sequenceNumber: number;
}

/**
 * A field the encoder refuses: too long, out of range or not representable. `commandStatus` is
 * what a server should answer when the value came from a peer (e.g. ESME_RINVSRCADR).
 */
export class SmppFieldError extends Error {
  override readonly name = 'SmppFieldError';

  constructor(
    readonly command: string,
    readonly field: string,
    /** The limit broken: maximum characters, octets or value, as the message says. */
    readonly limit: number,
    readonly commandStatus: number,
    detail: string,
  ) {
    super(`${command}.${field}: ${detail} (${commandStatusName(commandStatus)})`);
  }
}

/**
 * A frame that cannot be decoded. `header` is set whenever the frame holds 16 bytes, so the caller
 * can answer generic_nack or the request's _resp with the same sequence_number and `commandStatus`.
 */
export class SmppDecodeError extends Error {
  override readonly name = 'SmppDecodeError';

  constructor(
    readonly commandStatus: number,
    readonly header: PduHeader | null,
    detail: string,
    /** The mandatory field (or 'tlvs') where decoding stopped, when there is one. */
    readonly field?: string,
  ) {
    super(`${detail} (${commandStatusName(commandStatus)})`);
  }
}

/**
 * The byte stream cannot be framed any more (command_length below 16 or above the maximum):
 * the connection must be closed, since the next PDU boundary is unknown.
 */
export class SmppFramingError extends Error {
  override readonly name = 'SmppFramingError';

  constructor(
    readonly commandLength: number,
    readonly maxPduLength: number,
  ) {
    super(`command_length ${commandLength} outside 16..${maxPduLength}`);
  }
}
