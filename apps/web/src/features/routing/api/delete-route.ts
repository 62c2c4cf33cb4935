import type { RouteList } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { patchCachedQuery } from '../../../lib/events/patch-cached-query';
import { routingKeys } from './keys';

/** DELETE /api/route/delete/{id}/: 204, no body. */
export const deleteRoute = (id: number): Promise<void> =>
  apiRequest(`/api/route/delete/${id}/`, { method: 'DELETE' });

/** Takes the route out of the cached list at once, then reads the list again. */
export function useDeleteRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoute,
    onSuccess: (_, id) => {
      patchCachedQuery<RouteList>(queryClient, routingKeys.routes(), (list) => ({
        ...list,
        routes: list.routes.filter((route) => route.id !== id),
      }));
      return queryClient.invalidateQueries({ queryKey: routingKeys.routes() });
    },
  });
}
