import { loadTestProgressSchema, type LoadTestProgress } from '@routelab/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { smscMessageKeys } from './keys';

const FALLBACK_POLL_MS = 1_000;

export const getLoadTest = (id: string, signal?: AbortSignal): Promise<LoadTestProgress> =>
  apiRequest(`/api/message/smsc/load-test/${id}/`, { schema: loadTestProgressSchema, signal });

export const loadTestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: smscMessageKeys.loadTest(id),
    queryFn: ({ signal }) => getLoadTest(id, signal),
  });

/**
 * A running load test's progress: pushed by the event stream each second, polled instead while
 * the stream is down, until the test is done.
 */
export function useLoadTest(id: string) {
  const queryClient = useQueryClient();
  const live = useRefetchOnStreamOpen(smscMessageKeys.loadTest(id));
  useEvent('load_test.progress', (progress) => {
    if (progress.id === id) queryClient.setQueryData(smscMessageKeys.loadTest(id), progress);
  });
  return useQuery({
    ...loadTestQueryOptions(id),
    refetchInterval: (query) => (!live && !query.state.data?.done ? FALLBACK_POLL_MS : false),
  });
}
