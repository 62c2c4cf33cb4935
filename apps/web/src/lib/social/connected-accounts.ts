import { connectedAccountsSchema, type SocialProviderName } from '@routelab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

const connectedKey = ['settings', 'connected-accounts'] as const;

export const useConnectedAccounts = () =>
  useQuery({
    queryKey: connectedKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/user/social/', { schema: connectedAccountsSchema, signal }),
  });

/** The proof each provider's page flow gives, as the connect call takes it. */
export type ProviderProof =
  | { provider: 'google'; body: { credential: string } }
  | { provider: 'facebook'; body: { access_token: string; user_id: string } }
  | { provider: 'twitter'; body: { oauth_token: string; oauth_verifier: string } };

/** Connects a provider to the signed-in user (Settings, or back from Twitter). */
export function useConnectProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, body }: ProviderProof) =>
      apiRequest(`/api/user/social/${provider}/`, {
        method: 'POST',
        body,
        schema: connectedAccountsSchema,
      }),
    onSuccess: (accounts) => queryClient.setQueryData(connectedKey, accounts),
  });
}

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

/** After a first password is set, `has_password` changes. */
export function useRefreshConnectedAccounts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: connectedKey });
}
