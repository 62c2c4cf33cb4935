import { clientSchema, type Client, type ClientCreateBody } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeClientKeys } from './keys';

export const createClient = (body: ClientCreateBody): Promise<Client> =>
  apiRequest('/api/client/create/', { method: 'POST', body, schema: clientSchema });

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: esmeClientKeys.all }),
  });
}
