import { gatewayConnectionSchema, type GatewayList } from '@routelab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useEvent, useThrottledEvent } from '../../../lib/events/use-event';
import { gatewayKeys } from './keys';

const connectionEventSchema = z.object({
  id: z.number().int(),
  connection: gatewayConnectionSchema,
});

/**
 * Keeps the gateway list live: a state change patches its connection in the cache at once;
 * message traffic (which moves the counters) refetches the list at most once a second.
 */
export function useLiveConnections(): void {
  const queryClient = useQueryClient();
  useEvent('gateway.connection', (data) => {
    const event = connectionEventSchema.safeParse(data);
    if (!event.success) return;
    queryClient.setQueryData<GatewayList>(gatewayKeys.list(), (list) =>
      list
        ? {
            ...list,
            connections: { ...list.connections, [String(event.data.id)]: event.data.connection },
          }
        : list,
    );
  });
  useThrottledEvent('message.smsc', () => {
    void queryClient.invalidateQueries({ queryKey: gatewayKeys.list() });
  });
}
