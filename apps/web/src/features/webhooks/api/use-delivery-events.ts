import { useQueryClient } from '@tanstack/react-query';
import { useEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { webhookKeys } from './keys';

/**
 * Keeps one webhook's delivery log current: each `webhook.delivery` event (an attempt ended: a
 * test, a redelivery, a retry) of this webhook refetches its pages, and so does the stream
 * reopening, which may have missed some.
 */
export function useDeliveryEvents(webhookId: number): void {
  const queryClient = useQueryClient();
  useRefetchOnStreamOpen(webhookKeys.deliveries(webhookId));
  useEvent('webhook.delivery', (delivery) => {
    if (delivery.webhook_id !== webhookId) return;
    void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookId) });
  });
}
