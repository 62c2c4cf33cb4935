import { clientListSchema, type ClientList } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeClientKeys } from './keys';

/** Without live events the list still catches up with binds and unbinds this often. */
export const CLIENT_LIST_FALLBACK_POLL_MS = 10_000;

export const listClients = (signal?: AbortSignal): Promise<ClientList> =>
  apiRequest('/api/client/list/', { schema: clientListSchema, signal });

export const listClientsQueryOptions = (live: boolean) =>
  queryOptions({
    queryKey: esmeClientKeys.list(),
    queryFn: ({ signal }) => listClients(signal),
    refetchInterval: live ? false : CLIENT_LIST_FALLBACK_POLL_MS,
  });

/** `live`: the event stream is open, so session changes arrive without polling. */
export const useClients = (live: boolean) => useQuery(listClientsQueryOptions(live));
