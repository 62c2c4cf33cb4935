import type { PduOf } from '../codec/pdu-types.js';
import { commandStatusName } from '../protocol/command-status.js';
import type { BindType } from '../session/bind-state.js';

/** The SMSC refused our bind; `statusName` is e.g. 'ESME_RINVPASWD'. */
export class SmppBindError extends Error {
  override readonly name = 'SmppBindError';
  readonly statusName: string;

  constructor(
    readonly bindType: BindType,
    readonly commandStatus: number,
  ) {
    const statusName = commandStatusName(commandStatus);
    super(`bind as ${bindType} refused: ${statusName}`);
    this.statusName = statusName;
  }
}

/** A request was answered with a non-zero command_status (or generic_nack). */
export class SmppCommandError extends Error {
  override readonly name = 'SmppCommandError';
  readonly statusName: string;
  readonly commandStatus: number;

  constructor(
    readonly command: string,
    readonly response: PduOf<'generic_nack'> | { command: string; commandStatus: number },
  ) {
    const statusName = commandStatusName(response.commandStatus);
    super(`${command} answered with ${response.command} ${statusName}`);
    this.statusName = statusName;
    this.commandStatus = response.commandStatus;
  }
}

/** The client has no bound session right now. */
export class SmppNotBoundError extends Error {
  override readonly name = 'SmppNotBoundError';

  constructor(readonly clientState: string) {
    super(`the SMPP client is not bound (state ${clientState})`);
  }
}
