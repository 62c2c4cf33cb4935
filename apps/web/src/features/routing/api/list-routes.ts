import { routeListSchema, type RouteList } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { routingKeys } from './keys';

/** The counters (routed, failed over, no route) move on this often while the page is open. */
export const ROUTE_COUNTERS_REFRESH_MS = 3_000;

export const listRoutes = (signal?: AbortSignal): Promise<RouteList> =>
  apiRequest('/api/route/list/', { schema: routeListSchema, signal });

export const listRoutesQueryOptions = () =>
  queryOptions({
    queryKey: routingKeys.routes(),
    queryFn: ({ signal }) => listRoutes(signal),
    refetchInterval: ROUTE_COUNTERS_REFRESH_MS,
  });

/** GET /api/route/list/: the user's MT and MO routes with their live counters. */
export const useRoutes = () => useQuery(listRoutesQueryOptions());
