import type { ClientList } from '@routelab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { patchCachedQuery } from '../../../lib/events/patch-cached-query';
import { useEvent, useInvalidateOnEvent } from '../../../lib/events/use-event';
import { useRefetchOnStreamOpen } from '../../../lib/events/use-refetch-on-open';
import { esmeClientKeys } from './keys';

/** Traffic changes the sessions' received/sent counters; the list refreshes this often then. */
const COUNTER_REFRESH_MS = 2_000;

/**
 * Puts each 'client.connection' event (an account's bound sessions) into the cached list, and
 * refreshes the list while PDUs flow so the session counters keep up. Returns whether the
 * stream is open; while it is not, the list polls instead.
 */
export function useSessionEvents(): boolean {
  const queryClient = useQueryClient();
  const open = useRefetchOnStreamOpen(esmeClientKeys.list());

  useEvent('client.connection', ({ client_id: clientId, sessions }) => {
    patchCachedQuery<ClientList>(queryClient, esmeClientKeys.list(), (list) => ({
      ...list,
      connections: { ...list.connections, [clientId]: sessions },
    }));
  });

  useInvalidateOnEvent('log.esme', esmeClientKeys.list(), COUNTER_REFRESH_MS);

  return open;
}
