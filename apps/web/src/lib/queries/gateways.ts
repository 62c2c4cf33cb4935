import { gatewayListSchema, type GatewayList } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useEventStreamState } from '../../../lib/events/use-event';
import { gatewayKeys } from './keys';

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
