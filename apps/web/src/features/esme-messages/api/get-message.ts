import { messageDetailSchema, type MessageDetail } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeMessageKeys } from './keys';

export const getEsmeMessage = (id: number, signal?: AbortSignal): Promise<MessageDetail> =>
  apiRequest(`/api/message/esme/${id}/`, { schema: messageDetailSchema, signal });

export const esmeMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: esmeMessageKeys.detail(id),
    queryFn: ({ signal }) => getEsmeMessage(id, signal),
  });

export const useEsmeMessage = (id: number) => useQuery(esmeMessageQueryOptions(id));
