import { gatewaySchema, type Gateway, type GatewayCreateBody } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gatewayKeys } from '../../../lib/queries/gateways';

export const createGateway = (body: GatewayCreateBody): Promise<Gateway> =>
  apiRequest('/api/gateway/create/', { method: 'POST', body, schema: gatewaySchema });

export function useCreateGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGateway,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayKeys.all }),
  });
}
