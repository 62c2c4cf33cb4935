import { webhookDeliveryPageSchema, type WebhookDeliveryPage } from '@routelab/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webhookKeys } from './keys';

/** While a delivery on the page is still being tried, the log asks again this often. */
export const DELIVERY_POLL_MS = 3_000;

/** `page` counts from 0 as the grid does; the API's pages count from 1. */
export const listDeliveries = (
  webhookId: number,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<WebhookDeliveryPage> =>
  apiRequest(`/api/webhook/${webhookId}/deliveries/`, {
    query: { page: page + 1, page_size: pageSize },
    schema: webhookDeliveryPageSchema,
    signal,
  });

const unsettled = (page: WebhookDeliveryPage | undefined) =>
  page?.results.some((row) => row.status === 'pending' || row.status === 'retrying') ?? false;

export const useDeliveries = (webhookId: number, page: number, pageSize: number) =>
  useQuery({
    queryKey: webhookKeys.deliveryPage(webhookId, page, pageSize),
    queryFn: ({ signal }) => listDeliveries(webhookId, page, pageSize, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (unsettled(query.state.data) ? DELIVERY_POLL_MS : false),
  });
