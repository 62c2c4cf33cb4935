import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeClientKeys } from './keys';

export const deleteClient = (id: number): Promise<void> =>
  apiRequest(`/api/client/delete/${id}/`, { method: 'DELETE' });

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: esmeClientKeys.all }),
  });
}
