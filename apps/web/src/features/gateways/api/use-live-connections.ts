import { gatewayConnectionSchema, type GatewayList } from '@routelab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { patchCachedQuery } from '../../../lib/events/patch-cached-query';
import { useEvent, useInvalidateOnEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { gatewayKeys } from '../../../lib/queries/gateways';

const connectionEventSchema = z.object({
  id: z.number().int(),
  connection: gatewayConnectionSchema,
});

/**
 * Keeps the gateway list live: a state change patches its connection in the cache at once; the
 * list is refetched when the stream (re)opens and, while message traffic moves the counters, at
 * most once a second.
 */
export function useLiveConnections(): void {
  const queryClient = useQueryClient();
  useRefetchOnStreamOpen(gatewayKeys.list());
  useEvent('gateway.connection', (data) => {
    const event = connectionEventSchema.safeParse(data);
    if (!event.success) return;
    patchCachedQuery<GatewayList>(queryClient, gatewayKeys.list(), (list) => ({
      ...list,
      connections: { ...list.connections, [String(event.data.id)]: event.data.connection },
    }));
  });
  useInvalidateOnEvent('message.smsc', gatewayKeys.list());
}
