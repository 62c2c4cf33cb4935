import { pduLogListSchema } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeMessageKeys } from './keys';

/** More than any message's own exchange (parts, responses, receipts) ever takes. */
const PDU_LIMIT = 100;

/** The PDUs of one message: the server log filtered by its message id. */
export const listMessagePdus = (messageId: string, signal?: AbortSignal) =>
  apiRequest('/api/log/esme/list/', {
    query: { message_id: messageId, page: 1, page_size: PDU_LIMIT },
    schema: pduLogListSchema,
    signal,
  });

export const messagePdusQueryOptions = (messageId: string) =>
  queryOptions({
    queryKey: esmeMessageKeys.pdus(messageId),
    queryFn: ({ signal }) => listMessagePdus(messageId, signal),
  });

export const useMessagePdus = (messageId: string | null) =>
  useQuery({ ...messagePdusQueryOptions(messageId ?? ''), enabled: messageId !== null });
