import {
  webhookSchema,
  webhookWithSecretSchema,
  type Webhook,
  type WebhookUpdateBody,
  type WebhookWithSecret,
} from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webhookKeys } from './keys';

/** The id travels in the body too; a body with a secret gets it back, this once. */
export const updateWebhook = (body: WebhookUpdateBody): Promise<Webhook | WebhookWithSecret> =>
  apiRequest(`/api/webhook/${body.id}/`, {
    method: 'PUT',
    body,
    schema: body.secret === undefined ? webhookSchema : webhookWithSecretSchema,
  });

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
