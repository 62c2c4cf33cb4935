import { messageSchema, pagedSchema } from '@routelab/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useEventStreamState } from '../../../lib/events/use-event';
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

/** While the event stream is down, statuses still refresh this often. */
const FALLBACK_POLL_MS = 5_000;

export function useMessages(params: MessageListParams) {
  const stream = useEventStreamState();
  return useQuery({
    ...listMessagesQueryOptions(params),
    refetchInterval: stream === 'open' ? false : FALLBACK_POLL_MS,
  });
}
