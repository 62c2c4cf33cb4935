import { logBacklogSchema } from '@routelab/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { pduLogKeys } from './keys';

export const getLogBacklog = (signal?: AbortSignal) =>
  apiRequest('/api/log/backlog/', { schema: logBacklogSchema, signal });

/**
 * Whether the SMPP sessions are paused until the PDU log catches up: fetched once, then kept
 * by the 'log.backlog' events (sent when a pause starts and when it ends).
 */
export function useLogBacklog() {
  const queryClient = useQueryClient();
  useRefetchOnStreamOpen(pduLogKeys.backlog());
  useEvent('log.backlog', (backlog) => queryClient.setQueryData(pduLogKeys.backlog(), backlog));
  return useQuery({
    queryKey: pduLogKeys.backlog(),
    queryFn: ({ signal }) => getLogBacklog(signal),
    staleTime: Infinity,
  });
}
