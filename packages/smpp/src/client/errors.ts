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

/**
 * The TCP connection was never opened: refused, unreachable, not resolved, timed out, or an
 * address the `allowAddress` hook refused. `cause` tells which; the message says it too.
 */
export class SmppConnectError extends Error {
  override readonly name = 'SmppConnectError';

  constructor(
    readonly host: string,
    readonly port: number,
    override readonly cause: Error,
  ) {
    super(`could not connect to ${host}:${port}: ${cause.message}`, { cause });
  }
}

/** `allowAddress` refused every address the host is (or resolves to): nothing was opened. */
export class SmppAddressDeniedError extends Error {
  override readonly name = 'SmppAddressDeniedError';

  constructor(
    readonly host: string,
    readonly addresses: readonly string[],
  ) {
    super(
      addresses.length === 1 && addresses[0] === host
        ? `connecting to ${host} is not allowed`
        : `${host} resolves only to addresses that are not allowed (${addresses.join(', ')})`,
    );
  }
}
