import { pduLogListSchema } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeMessageKeys } from './keys';

/**
 * Every PDU of one received message, oldest first: each part's submit_sm and response, the
 * receipts, queries and the ESME's answers, as the server pairs them.
 */
export const getMessagePdus = (id: number, signal?: AbortSignal) =>
  apiRequest(`/api/message/esme/${id}/pdus/`, { schema: pduLogListSchema, signal });

export const messagePdusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: esmeMessageKeys.pdus(id),
    queryFn: ({ signal }) => getMessagePdus(id, signal),
  });

/** Waits until the message is known to have an id to find its PDUs by. */
export const useMessagePdus = (id: number, enabled: boolean) =>
  useQuery({ ...messagePdusQueryOptions(id), enabled });
