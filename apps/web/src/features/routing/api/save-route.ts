import {
  routeSchema,
  type Route,
  type RouteCreateBody,
  type RouteUpdateBody,
} from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { routingKeys } from './keys';

export const createRoute = (body: RouteCreateBody): Promise<Route> =>
  apiRequest('/api/route/create/', { method: 'POST', body, schema: routeSchema });

/** The id travels in the body, with every field (PUT replaces the route). */
export const updateRoute = (body: RouteUpdateBody): Promise<Route> =>
  apiRequest('/api/route/update/', { method: 'PUT', body, schema: routeSchema });

export function useCreateRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routingKeys.routes() }),
  });
}

export function useUpdateRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routingKeys.routes() }),
  });
}

/** A stored route as the update call's body (e.g. with only `enabled` changed). */
export function updateBodyOf(route: Route, changes: { enabled?: boolean } = {}): RouteUpdateBody {
  const { id, name, priority, enabled } = route;
  const common = { id, name, priority, enabled: changes.enabled ?? enabled };
  return route.kind === 'mt'
    ? { ...common, kind: 'mt', match: route.match, action: route.action }
    : { ...common, kind: 'mo', match: route.match, action: route.action };
}
