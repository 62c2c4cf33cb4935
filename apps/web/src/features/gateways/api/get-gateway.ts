import { gatewayDetailSchema, type GatewayDetail } from '@routelab/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { patchCachedQuery } from '../../../lib/events/patch-cached-query';
import { useEvent, useEventStreamState, useInvalidateOnEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { gatewayKeys } from '../../../lib/queries/gateways';

export const gatewayDetailKey = (id: number) => [...gatewayKeys.all, 'detail', id] as const;

/**
 * While the gateway sends, its rate is read again this often: no event says that sending
 * stopped, and the rate must come down to 0 when it does.
 */
const SENDING_POLL_MS = 2_000;
const FALLBACK_POLL_MS = 5_000;

export const getGateway = (id: number, signal?: AbortSignal) =>
  apiRequest(`/api/gateway/${id}/`, { schema: gatewayDetailSchema, signal });

/** One gateway with its live connection and lifetime counters, kept live like the list. */
export function useGatewayDetail(id: number) {
  const queryClient = useQueryClient();
  const key = gatewayDetailKey(id);
  const stream = useEventStreamState();
  useRefetchOnStreamOpen(key);
  useEvent('gateway.connection', (event) => {
    if (event.id !== id) return;
    patchCachedQuery<GatewayDetail>(queryClient, key, (detail) => ({
      ...detail,
      connection: event.connection,
    }));
  });
  useInvalidateOnEvent('message.smsc', key);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getGateway(id, signal),
    refetchInterval: (query) =>
      stream !== 'open'
        ? FALLBACK_POLL_MS
        : (query.state.data?.connection.sent_per_second ?? 0) > 0
          ? SENDING_POLL_MS
          : false,
  });
}
