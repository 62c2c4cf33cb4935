import { injectedMoListSchema, type InjectedMoList } from '@routelab/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useThrottledEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { esmeClientKeys } from './keys';

/** While an MO waits for its deliver_sm_resp, the list asks again this often (until expired). */
export const PENDING_MO_POLL_MS = 5_000;

/** `page` counts from 0 as the grid does; the API's pages count from 1. */
export const listInjectedMos = (
  clientId: number,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<InjectedMoList> =>
  apiRequest(`/api/client/${clientId}/mo/`, {
    query: { page: page + 1, page_size: pageSize },
    schema: injectedMoListSchema,
    signal,
  });

/**
 * One page of the MO messages sent to an account. They are read from its PDU log, so each
 * `log.esme` event (a new MO, its answer) refreshes them.
 */
export function useInjectedMos(clientId: number, page: number, pageSize: number) {
  const queryClient = useQueryClient();
  const key = esmeClientKeys.injectedMos(clientId);
  useRefetchOnStreamOpen(key);
  useThrottledEvent('log.esme', () => void queryClient.invalidateQueries({ queryKey: key }));
  return useQuery({
    queryKey: [...key, page, pageSize],
    queryFn: ({ signal }) => listInjectedMos(clientId, page, pageSize, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((mo) => mo.state === 'pending') ? PENDING_MO_POLL_MS : false,
  });
}
