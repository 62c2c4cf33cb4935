import { esmeMessageSchema, pagedSchema, type EsmeMessage, type Paged } from '@routelab/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeMessageKeys, type EsmeMessageListParams } from './keys';

const messagePageSchema = pagedSchema(esmeMessageSchema);

export const listEsmeMessages = (
  params: EsmeMessageListParams,
  signal?: AbortSignal,
): Promise<Paged<EsmeMessage>> =>
  apiRequest('/api/message/esme/list/', {
    query: { ...params },
    schema: messagePageSchema,
    signal,
  });

export const listEsmeMessagesQueryOptions = (
  params: EsmeMessageListParams,
  pollMs: number | false,
) =>
  queryOptions({
    queryKey: esmeMessageKeys.list(params),
    queryFn: ({ signal }) => listEsmeMessages(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });

/** `pollMs`: refetch period while live events are not arriving, false while they are. */
export const useEsmeMessages = (params: EsmeMessageListParams, pollMs: number | false) =>
  useQuery(listEsmeMessagesQueryOptions(params, pollMs));
