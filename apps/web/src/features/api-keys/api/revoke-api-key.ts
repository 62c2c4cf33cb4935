import type { ApiKeyList } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { patchCachedQuery } from '../../../lib/events/patch-cached-query';
import { apiKeyQueryKeys } from './query-keys';

export const revokeApiKey = (id: number): Promise<void> =>
  apiRequest(`/api/user/api-key/${id}/`, { method: 'DELETE' });

/** The revoked key leaves the list at once, then the list is read again. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: (_, id) => {
      patchCachedQuery<ApiKeyList>(queryClient, apiKeyQueryKeys.list(), (list) => ({
        results: list.results.filter((key) => key.id !== id),
      }));
      return queryClient.invalidateQueries({ queryKey: apiKeyQueryKeys.list() });
    },
  });
}
