import type { ClientList } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { patchCachedQuery } from '../../../lib/events/patch-cached-query';
import { esmeClientKeys } from './keys';

export const deleteClient = (id: number): Promise<void> =>
  apiRequest(`/api/client/delete/${id}/`, { method: 'DELETE' });

/**
 * Takes the account out of the cached list at once, so nothing of it (its traffic chart, say)
 * asks the server about it again: that would answer 404.
 */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_, id) => {
      patchCachedQuery<ClientList>(queryClient, esmeClientKeys.list(), (list) => ({
        ...list,
        clients: list.clients.filter((client) => client.id !== id),
      }));
      queryClient.removeQueries({ queryKey: esmeClientKeys.traffic(id) });
      return queryClient.invalidateQueries({ queryKey: esmeClientKeys.list() });
    },
  });
}
