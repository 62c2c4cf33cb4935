import { pduLogListSchema } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { smscMessageKeys } from './keys';

/**
 * Every PDU of one message: its submit_sm (matched by session and sequence number), the
 * responses and the receipts (matched by message id), as the server pairs them.
 */
export const getMessagePdus = (id: number, signal?: AbortSignal) =>
  apiRequest(`/api/message/smsc/${id}/pdus/`, { schema: pduLogListSchema, signal });

export const messagePdusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: smscMessageKeys.pdus(id),
    queryFn: ({ signal }) => getMessagePdus(id, signal),
  });

export const useMessagePdus = (id: number) => useQuery(messagePdusQueryOptions(id));
