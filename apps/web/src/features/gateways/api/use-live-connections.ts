import type { GatewayList } from '@routelab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { patchCachedQuery } from '../../../lib/events/patch-cached-query';
import { useEvent, useInvalidateOnEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { gatewayKeys } from '../../../lib/queries/gateways';

/**
 * Keeps the gateway list live: a state change patches its connection in the cache at once; the
 * list is refetched when the stream (re)opens and, while message traffic moves the counters, at
 * most once a second.
 */
export function useLiveConnections(): void {
  const queryClient = useQueryClient();
  useRefetchOnStreamOpen(gatewayKeys.list());
  useEvent('gateway.connection', ({ id, connection }) => {
    patchCachedQuery<GatewayList>(queryClient, gatewayKeys.list(), (list) => ({
      ...list,
      connections: { ...list.connections, [String(id)]: connection },
    }));
  });
  useInvalidateOnEvent('message.smsc', gatewayKeys.list());
}
