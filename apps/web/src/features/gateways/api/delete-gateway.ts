import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gatewayKeys } from '../../../lib/queries/gateways';

export const deleteGateway = (id: number): Promise<void> =>
  apiRequest(`/api/gateway/delete/${id}/`, { method: 'DELETE' });

export function useDeleteGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGateway,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayKeys.all }),
  });
}
