import { apiKeySchema, type ApiKey, type ApiKeyUpdateBody } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiKeyQueryKeys } from './query-keys';

/** The id travels in the address and in the body (spec section 7). */
export const updateApiKey = (body: ApiKeyUpdateBody): Promise<ApiKey> =>
  apiRequest(`/api/user/api-key/${body.id}/`, { method: 'PUT', body, schema: apiKeySchema });

export function useUpdateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyQueryKeys.all }),
  });
}
