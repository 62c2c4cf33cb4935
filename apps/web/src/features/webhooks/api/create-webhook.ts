import {
  webhookWithSecretSchema,
  type WebhookCreateBody,
  type WebhookWithSecret,
} from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webhookKeys } from './keys';

/** Answers the secret, generated when the body has none; it is never shown again. */
export const createWebhook = (body: WebhookCreateBody): Promise<WebhookWithSecret> =>
  apiRequest('/api/webhook/create/', { method: 'POST', body, schema: webhookWithSecretSchema });

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
