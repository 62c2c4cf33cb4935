import { webhookDeliverySchema, type WebhookDelivery } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webhookKeys } from './keys';

/** Sends a delivery again as a new delivery with the same event id. */
export const redeliver = (deliveryId: number): Promise<WebhookDelivery> =>
  apiRequest(`/api/webhook/delivery/${deliveryId}/redeliver/`, {
    method: 'POST',
    schema: webhookDeliverySchema,
  });

export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliver,
    onSuccess: (delivery) =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(delivery.webhook_id) }),
  });
}
