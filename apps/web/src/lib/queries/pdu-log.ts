import { pduLogSchema, type LogSide } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** The query key of one PDU (under the PDU logs' keys of its side). */
export const pduLogDetailKey = (side: LogSide, id: number) =>
  ['pdu-logs', side, 'detail', id] as const;

/** One PDU decoded: its field table and raw bytes. */
export const getPduLog = (side: LogSide, id: number, signal?: AbortSignal) =>
  apiRequest(`/api/log/${side}/${id}/`, { schema: pduLogSchema, signal });

export const pduLogQueryOptions = (side: LogSide, id: number) =>
  queryOptions({
    queryKey: pduLogDetailKey(side, id),
    queryFn: ({ signal }) => getPduLog(side, id, signal),
    // A stored PDU never changes; only its response may still be logged after it is read.
    staleTime: (query) => (query.state.data?.partner_id === null ? 0 : Infinity),
  });

export const usePduLog = (side: LogSide, id: number) => useQuery(pduLogQueryOptions(side, id));
