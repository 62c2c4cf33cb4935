import { messageSchema, pagedSchema } from '@routelab/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { smscMessageKeys, type MessageListParams } from './keys';

const messagePageSchema = pagedSchema(messageSchema);

export const listMessages = (params: MessageListParams, signal?: AbortSignal) =>
  apiRequest('/api/message/smsc/list/', {
    query: { ...params },
    schema: messagePageSchema,
    signal,
  });

export const listMessagesQueryOptions = (params: MessageListParams) =>
  queryOptions({
    queryKey: smscMessageKeys.list(params),
    queryFn: ({ signal }) => listMessages(params, signal),
    placeholderData: keepPreviousData,
  });

export const useMessages = (params: MessageListParams) =>
  useQuery(listMessagesQueryOptions(params));
