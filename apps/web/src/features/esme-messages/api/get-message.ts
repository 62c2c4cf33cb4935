import { esmeMessageDetailSchema, type EsmeMessageDetail } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeMessageKeys } from './keys';

export const getEsmeMessage = (id: number, signal?: AbortSignal): Promise<EsmeMessageDetail> =>
  apiRequest(`/api/message/esme/${id}/`, { schema: esmeMessageDetailSchema, signal });

export const esmeMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: esmeMessageKeys.detail(id),
    queryFn: ({ signal }) => getEsmeMessage(id, signal),
  });

export const useEsmeMessage = (id: number) => useQuery(esmeMessageQueryOptions(id));
