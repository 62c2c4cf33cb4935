import {
  webhookDeliverySchema,
  webhookSchema,
  webhookWithSecretSchema,
  type WebhookCreateBody,
  type WebhookUpdateBody,
} from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webhookQueryKeys } from './query-keys';

/** After any change the lists and logs are read again. */
function useWebhookMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // An answer may carry the secret: the mutation cache forgets it with the dialog.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueryKeys.all }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: WebhookCreateBody) =>
    apiRequest('/api/webhook/create/', { method: 'POST', body, schema: webhookWithSecretSchema }),
  );

/** The answer holds the secret only when the body set one. */
export const useUpdateWebhook = () =>
  useWebhookMutation((body: WebhookUpdateBody) =>
    apiRequest(`/api/webhook/${body.id}/`, {
      method: 'PUT',
      body,
      schema: body.secret ? webhookWithSecretSchema : webhookSchema,
    }),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: number) => apiRequest(`/api/webhook/${id}/`, { method: 'DELETE' }));

export const useSendTest = () =>
  useWebhookMutation((id: number) =>
    apiRequest(`/api/webhook/${id}/test/`, { method: 'POST', schema: webhookDeliverySchema }),
  );

export const useRedeliver = () =>
  useWebhookMutation((deliveryId: number) =>
    apiRequest(`/api/webhook/delivery/${deliveryId}/redeliver/`, {
      method: 'POST',
      schema: webhookDeliverySchema,
    }),
  );
