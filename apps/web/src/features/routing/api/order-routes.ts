import { routeListSchema, type RouteList, type RouteOrderBody } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { patchCachedQuery } from '../../../lib/events/patch-cached-query';
import { routingKeys } from './keys';

/** PUT /api/route/order/: one kind's routes in their new order; the server sets priorities. */
export const orderRoutes = (body: RouteOrderBody): Promise<RouteList> =>
  apiRequest('/api/route/order/', { method: 'PUT', body, schema: routeListSchema });

/**
 * Shows the new order at once (the rows do not jump back while the call runs), then takes the
 * server's answer, with its priorities, as the list; a failure reads the list again.
 */
export function useOrderRoutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderRoutes,
    onMutate: async ({ kind, ids }) => {
      await queryClient.cancelQueries({ queryKey: routingKeys.routes() });
      patchCachedQuery<RouteList>(queryClient, routingKeys.routes(), (list) => {
        const position = new Map(ids.map((id, index) => [Number(id), index]));
        const others = list.routes.filter((route) => route.kind !== kind);
        const ordered = list.routes
          .filter((route) => route.kind === kind)
          .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
        return { ...list, routes: [...others, ...ordered] };
      });
    },
    onSuccess: (list) => queryClient.setQueryData(routingKeys.routes(), list),
    onError: () => queryClient.invalidateQueries({ queryKey: routingKeys.routes() }),
  });
}
