import { pduLogListSchema, type LogSide } from '@routelab/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pduLogKeys, type PduLogListParams } from './keys';

export const listPduLogs = (side: LogSide, params: PduLogListParams, signal?: AbortSignal) =>
  apiRequest(`/api/log/${side}/list/`, {
    query: { page: params.page, page_size: params.page_size, ...params.filters },
    schema: pduLogListSchema,
    signal,
  });

export const listPduLogsQueryOptions = (side: LogSide, params: PduLogListParams) =>
  queryOptions({
    queryKey: pduLogKeys.list(side, params),
    queryFn: ({ signal }) => listPduLogs(side, params, signal),
    placeholderData: keepPreviousData,
  });

export const usePduLogs = (side: LogSide, params: PduLogListParams, enabled = true) =>
  useQuery({ ...listPduLogsQueryOptions(side, params), enabled });
