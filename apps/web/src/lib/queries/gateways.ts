import { gatewayListSchema, type GatewayList } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useEventStreamState } from '../events/use-event';

/** Query keys of the gateways (the list is shared with Sent SMS's gateway filter). */
export const gatewayKeys = {
  all: ['gateways'] as const,
  list: () => [...gatewayKeys.all, 'list'] as const,
};

/** While the event stream is down, counters and states still refresh this often. */
const FALLBACK_POLL_MS = 5_000;

export const listGateways = (signal?: AbortSignal): Promise<GatewayList> =>
  apiRequest('/api/gateway/list/', { schema: gatewayListSchema, signal });

export const listGatewaysQueryOptions = () =>
  queryOptions({
    queryKey: gatewayKeys.list(),
    queryFn: ({ signal }) => listGateways(signal),
  });

/** The user's gateways with their live connections; polls only when no live stream is open. */
export function useGateways() {
  const stream = useEventStreamState();
  return useQuery({
    ...listGatewaysQueryOptions(),
    refetchInterval: stream === 'open' ? false : FALLBACK_POLL_MS,
  });
}
