import { clientListSchema } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { esmeClientKeys } from './keys';

/**
 * The shared list contract, plus the SMPP port should the server add it to the response
 * (optional: until then the connection details fall back to the default port).
 */
const clientListResponseSchema = clientListSchema.extend({
  smpp_port: z.number().int().optional(),
});
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

/** Without live events the list still catches up with binds and unbinds this often. */
export const CLIENT_LIST_FALLBACK_POLL_MS = 10_000;

export const listClients = (signal?: AbortSignal): Promise<ClientListResponse> =>
  apiRequest('/api/client/list/', { schema: clientListResponseSchema, signal });

export const listClientsQueryOptions = (live: boolean) =>
  queryOptions({
    queryKey: esmeClientKeys.list(),
    queryFn: ({ signal }) => listClients(signal),
    refetchInterval: live ? false : CLIENT_LIST_FALLBACK_POLL_MS,
  });

/** `live`: the event stream is open, so session changes arrive without polling. */
export const useClients = (live: boolean) => useQuery(listClientsQueryOptions(live));
