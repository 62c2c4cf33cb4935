import { webhookListSchema, type WebhookList } from '@routelab/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listQueryOf, type WebhookOwner } from '../webhook-owner';
import { webhookKeys } from './keys';

export const listWebhooks = (owner: WebhookOwner, signal?: AbortSignal): Promise<WebhookList> =>
  apiRequest('/api/webhook/list/', {
    query: listQueryOf(owner),
    schema: webhookListSchema,
    signal,
  });

export const useWebhooks = (owner: WebhookOwner) =>
  useQuery({
    queryKey: webhookKeys.list(owner),
    queryFn: ({ signal }) => listWebhooks(owner, signal),
  });
