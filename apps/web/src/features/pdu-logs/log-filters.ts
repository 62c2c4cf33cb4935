import type { LogFormat, LogSide } from '@routelab/shared';
import {
  dateTimeParam,
  idTextParam,
  oneOfParam,
  searchFields,
  textParam,
  type SearchField,
} from '../../lib/search-params';
import { PDU_COMMANDS } from './commands';
import { isoOfLocal } from '../../lib/local-date-time';

/** The filter form as typed; empty strings mean "any". */
export interface PduLogFilters {
  /** Text in decoded addresses, message text or message id. */
  search: string;
  connection: string;
  /** One bind's PDUs. */
  session: string;
  command: string;
  commandStatus: string;
  direction: '' | 'in' | 'out';
  /** `datetime-local` input values (local time, no zone). */
  dateFrom: string;
  dateTo: string;
  messageId: string;
  sequenceNumber: string;
}

export const EMPTY_LOG_FILTERS: PduLogFilters = {
  search: '',
  connection: '',
  session: '',
  command: '',
  commandStatus: '',
  direction: '',
  dateFrom: '',
  dateTo: '',
  messageId: '',
  sequenceNumber: '',
};

/** What the server accepts for sequence_number, and command_status beside status names. */
const NUMBER_PATTERN = /^(0x[0-9a-fA-F]{1,8}|\d{1,10})$/;
const STATUS_PATTERN = /^(0x[0-9a-fA-F]{1,8}|\d{1,10}|[A-Za-z][A-Za-z0-9_]{0,39})$/;

export type LogQuery = Record<string, string | undefined>;

/** The connection filter's name on each side: gateways (smsc) or accounts (esme). */
export const connectionParam = (side: LogSide): 'gateway' | 'client' =>
  side === 'smsc' ? 'gateway' : 'client';

const logFilterParamsOf = (side: LogSide) =>
  searchFields<PduLogFilters>({
    search: textParam('search'),
    connection: idTextParam(connectionParam(side)),
    session: textParam('session_id'),
    command: oneOfParam('command', PDU_COMMANDS, ''),
    // Typed text the console checks itself (invalidLogFilters), as it does while typing.
    commandStatus: textParam('command_status'),
    direction: oneOfParam('direction', ['in', 'out'] as const, ''),
    dateFrom: dateTimeParam('from'),
    dateTo: dateTimeParam('to'),
    messageId: textParam('message_id'),
    sequenceNumber: textParam('sequence_number'),
  });

/**
 * The filters in the page's URL, under the list API's names (`?gateway=2&command=submit_sm`),
 * but for the times, which stay local: `from`, `to`.
 */
export const logFilterParams: Record<LogSide, SearchField<PduLogFilters>> = {
  smsc: logFilterParamsOf('smsc'),
  esme: logFilterParamsOf('esme'),
};

/** Filter fields whose text the server would refuse; the list is not queried while any is. */
export function invalidLogFilters(filters: PduLogFilters): (keyof PduLogFilters)[] {
  const invalid: (keyof PduLogFilters)[] = [];
  const patterns = { commandStatus: STATUS_PATTERN, sequenceNumber: NUMBER_PATTERN };
  for (const key of ['commandStatus', 'sequenceNumber'] as const) {
    const value = filters[key].trim();
    if (value && !patterns[key].test(value)) invalid.push(key);
  }
  return invalid;
}

/** The query parameters of GET /api/log/{side}/list/ and /download/ for these filters. */
export function toLogQuery(side: LogSide, filters: PduLogFilters): LogQuery {
  const text = (value: string) => value.trim() || undefined;
  return {
    search: text(filters.search),
    [connectionParam(side)]: text(filters.connection),
    session_id: text(filters.session),
    command: text(filters.command),
    command_status: text(filters.commandStatus),
    direction: filters.direction || undefined,
    date_from: isoOfLocal(filters.dateFrom),
    date_to: isoOfLocal(filters.dateTo),
    message_id: text(filters.messageId),
    sequence_number: text(filters.sequenceNumber),
  };
}

/** The link that streams the filtered log as a file. */
export function downloadUrl(side: LogSide, format: LogFormat, filters: PduLogFilters): string {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(toLogQuery(side, filters))) {
    if (value !== undefined) params.set(key, value);
  }
  return `/api/log/${side}/download/?${params.toString()}`;
}
