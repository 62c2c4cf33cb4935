import { clientSchema, type Client } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeClientKeys } from './keys';

/** Ends the account's bind lock early and forgets its failed binds. */
export const unlockClient = (id: number): Promise<Client> =>
  apiRequest(`/api/client/${id}/unlock/`, { method: 'POST', schema: clientSchema });

export function useUnlockClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: esmeClientKeys.list() }),
  });
}
