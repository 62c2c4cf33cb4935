import { webhookDeliveryPageSchema, webhookListSchema } from '@routelab/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ownerQuery, type WebhookOwner } from '../lib/webhook-owner';
import { webhookQueryKeys } from './query-keys';

export const DELIVERIES_PAGE_SIZE = 10;
/** While a delivery is pending or retrying, the log is read again this often. */
const BUSY_REFRESH_MS = 2_000;

export const useWebhooks = (owner: WebhookOwner) =>
  useQuery({
    queryKey: webhookQueryKeys.list(owner),
    queryFn: ({ signal }) =>
      apiRequest(`/api/webhook/list/?${ownerQuery(owner)}`, { schema: webhookListSchema, signal }),
  });

/** One page of a webhook's delivery log, newest first (paged on the server). */
export const useWebhookDeliveries = (webhookId: number, page: number) =>
  useQuery({
    queryKey: webhookQueryKeys.deliveries(webhookId, page),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/webhook/${webhookId}/deliveries/?page=${page}&page_size=${DELIVERIES_PAGE_SIZE}`,
        { schema: webhookDeliveryPageSchema, signal },
      ),
    refetchInterval: (query) =>
      query.state.data?.results.some(
        (delivery) => delivery.status === 'pending' || delivery.status === 'retrying',
      )
        ? BUSY_REFRESH_MS
        : false,
  });
