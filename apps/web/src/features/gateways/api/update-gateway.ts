import { gatewaySchema, type Gateway, type GatewayUpdateBody } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gatewayKeys } from '../../../lib/queries/gateways';

/** PUT /api/gateway/update/ with the id in the body; a missing password keeps the old one. */
export const updateGateway = (body: GatewayUpdateBody): Promise<Gateway> =>
  apiRequest('/api/gateway/update/', { method: 'PUT', body, schema: gatewaySchema });

export function useUpdateGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGateway,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayKeys.all }),
  });
}
