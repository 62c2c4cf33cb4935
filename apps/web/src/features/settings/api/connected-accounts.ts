import { connectedAccountsSchema, type SocialProviderName } from '@routelab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const connectedKey = ['settings', 'connected-accounts'] as const;

export const useConnectedAccounts = () =>
  useQuery({
    queryKey: connectedKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/user/social/', { schema: connectedAccountsSchema, signal }),
  });

/** Disconnects a provider; the server refuses the last way to sign in. */
export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProviderName) =>
      apiRequest(`/api/user/social/${provider}/`, {
        method: 'DELETE',
        schema: connectedAccountsSchema,
      }),
    onSuccess: (accounts) => queryClient.setQueryData(connectedKey, accounts),
  });
}
