import type { LogSide } from '@routelab/shared';
import { pduLogDetailKey } from '../../../lib/queries/pdu-log';
import type { LogQuery } from '../log-filters';

export interface PduLogListParams {
  page: number;
  page_size: number;
  filters: LogQuery;
}

export const pduLogKeys = {
  all: (side: LogSide) => ['pdu-logs', side] as const,
  lists: (side: LogSide) => [...pduLogKeys.all(side), 'list'] as const,
  list: (side: LogSide, params: PduLogListParams) => [...pduLogKeys.lists(side), params] as const,
  detail: pduLogDetailKey,
  connections: (side: LogSide) => [...pduLogKeys.all(side), 'connections'] as const,
  /** Of the whole server, not of one side. */
  backlog: () => ['pdu-logs', 'backlog'] as const,
};
