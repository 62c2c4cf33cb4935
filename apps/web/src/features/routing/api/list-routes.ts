import { routeListSchema, type EventData, type RouteList } from '@routelab/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useEvent, useEventStreamState } from '../../../lib/events/use-event';
import { routingKeys } from './keys';

/** While the event stream is down, the counters (routed, failed over, no route) still move. */
const FALLBACK_POLL_MS = 5_000;

export const listRoutes = (signal?: AbortSignal): Promise<RouteList> =>
  apiRequest('/api/route/list/', { schema: routeListSchema, signal });

export const listRoutesQueryOptions = () =>
  queryOptions({
    queryKey: routingKeys.routes(),
    queryFn: ({ signal }) => listRoutes(signal),
  });

/** The list with the counters of a `route.counters` event (routes it does not name stay). */
export function withCounters(list: RouteList, event: EventData<'route.counters'>): RouteList {
  const counters = new Map(event.routes.map((route) => [route.id, route.counters]));
  return {
    no_route: event.no_route,
    routes: list.routes.map((route) => {
      const moved = counters.get(route.id);
      return moved ? { ...route, counters: moved } : route;
    }),
  };
}

/**
 * GET /api/route/list/: the user's MT and MO routes with their counters, kept live by the
 * `route.counters` events (polled only while no live stream is open).
 */
export function useRoutes() {
  const queryClient = useQueryClient();
  const stream = useEventStreamState();
  useEvent('route.counters', (event) => {
    queryClient.setQueryData<RouteList>(routingKeys.routes(), (list) =>
      list ? withCounters(list, event) : list,
    );
  });
  return useQuery({
    ...listRoutesQueryOptions(),
    refetchInterval: stream === 'open' ? false : FALLBACK_POLL_MS,
  });
}
