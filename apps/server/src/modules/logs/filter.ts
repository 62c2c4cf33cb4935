import type { LogFilter, LogSide } from '@routelab/shared';
import { CommandId, CommandStatus, type CommandName } from '@routelab/smpp';
import { ValidationError } from '../../errors/domain-errors.js';
import type { PduLogCriteria } from './repository.js';

export const UNKNOWN_COMMAND =
  'Unknown command: use a name such as submit_sm or an id such as 0x00000004';

/** 0x00000004 (either case) or 4 -> 4: a 32-bit value; undefined for anything else. */
function valueOf(text: string): number | undefined {
  if (/^0x[0-9a-f]{1,8}$/i.test(text)) return Number(text.toLowerCase());
  if (/^\d{1,10}$/.test(text) && Number(text) <= 0xffffffff) return Number(text);
  return undefined;
}

/** submit_sm, SUBMIT_SM, 0x00000004 or 4 -> 4; anything else is a 400 on `command`. */
export function parseCommand(value: string): number {
  const name = value.toLowerCase();
  if (Object.hasOwn(CommandId, name)) return CommandId[name as CommandName];
  return valueOf(value) ?? fail('command', UNKNOWN_COMMAND);
}

export const UNKNOWN_COMMAND_STATUS =
  'Unknown command status: use a name such as ESME_RTHROTTLED or a value such as 0x00000058';

/** ESME_RTHROTTLED, esme_rthrottled, 0x00000058 or 88 -> 88; anything else is a 400. */
export function parseCommandStatus(value: string): number {
  const name = value.toUpperCase();
  if (Object.hasOwn(CommandStatus, name)) return CommandStatus[name as keyof typeof CommandStatus];
  return valueOf(value) ?? fail('command_status', UNKNOWN_COMMAND_STATUS);
}

function fail(field: string, message: string): never {
  throw ValidationError.field(field, message);
}

/** The list/download query of one side, for one user, as repository criteria. */
export function toCriteria(filter: LogFilter, side: LogSide, userId: number): PduLogCriteria {
  const criteria: PduLogCriteria = { userId, side };
  const connection = side === 'smsc' ? filter.gateway : filter.client;
  if (connection !== undefined) criteria.connectionId = connection;
  if (filter.command) criteria.commandId = parseCommand(filter.command);
  if (filter.command_status) criteria.commandStatus = parseCommandStatus(filter.command_status);
  if (filter.direction) criteria.direction = filter.direction;
  if (filter.date_from) criteria.from = Date.parse(filter.date_from);
  if (filter.date_to) criteria.to = Date.parse(filter.date_to);
  if (filter.message_id) criteria.messageId = filter.message_id;
  if (filter.sequence_number !== undefined) criteria.sequenceNumber = filter.sequence_number;
  if (filter.session_id) criteria.sessionId = filter.session_id;
  if (filter.search) criteria.search = filter.search;
  return criteria;
}
