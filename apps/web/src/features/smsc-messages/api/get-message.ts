import { messageDetailSchema } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { smscMessageKeys } from './keys';

export const getMessage = (id: number, signal?: AbortSignal) =>
  apiRequest(`/api/message/smsc/${id}/`, { schema: messageDetailSchema, signal });

export const messageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: smscMessageKeys.detail(id),
    queryFn: ({ signal }) => getMessage(id, signal),
  });

export const useMessage = (id: number) => useQuery(messageQueryOptions(id));
