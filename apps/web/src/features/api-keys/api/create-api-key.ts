import { createdApiKeySchema, type ApiKeyCreateBody, type CreatedApiKey } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiKeyQueryKeys } from './query-keys';

/** The answer holds the whole key, this once. */
export const createApiKey = (body: ApiKeyCreateBody): Promise<CreatedApiKey> =>
  apiRequest('/api/user/api-key/create/', { method: 'POST', body, schema: createdApiKeySchema });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    // The answer carries the key: the mutation cache forgets it as soon as the dialog is gone.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyQueryKeys.all }),
  });
}
