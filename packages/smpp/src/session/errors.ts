/** A request got no response within its response timeout. */
export class SmppTimeoutError extends Error {
  override readonly name = 'SmppTimeoutError';

  constructor(
    readonly command: string,
    readonly sequenceNumber: number,
    readonly timeoutMs: number,
  ) {
    super(`no response to ${command} (sequence ${sequenceNumber}) within ${timeoutMs} ms`);
  }
}

/** The session closed before the operation could finish (pending requests, waiting senders). */
export class SmppSessionClosedError extends Error {
  override readonly name = 'SmppSessionClosedError';

  constructor(readonly reason: string) {
    super(`SMPP session closed: ${reason}`);
  }
}

/** The bind state does not allow this side to send this PDU (SMPP 3.4 section 2.3). */
export class SmppStateError extends Error {
  override readonly name = 'SmppStateError';

  constructor(
    readonly command: string,
    readonly state: string,
  ) {
    super(`${command} may not be sent in state ${state}`);
  }
}
