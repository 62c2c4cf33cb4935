import { clientSchema, type Client, type ClientUpdateBody } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeClientKeys } from './keys';

/** The id travels in the body; leaving out the password keeps the stored one. */
export const updateClient = (body: ClientUpdateBody): Promise<Client> =>
  apiRequest('/api/client/update/', { method: 'PUT', body, schema: clientSchema });

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: esmeClientKeys.all }),
  });
}
