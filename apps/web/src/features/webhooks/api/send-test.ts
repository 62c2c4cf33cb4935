import { webhookDeliverySchema, type WebhookDelivery } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webhookKeys } from './keys';

/** Queues a `webhook.test` event; the log shows how it goes. */
export const sendTest = (webhookId: number): Promise<WebhookDelivery> =>
  apiRequest(`/api/webhook/${webhookId}/test/`, {
    method: 'POST',
    schema: webhookDeliverySchema,
  });

export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTest,
    onSuccess: (_, webhookId) =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookId) }),
  });
}
