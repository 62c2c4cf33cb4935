import { clientSessionSchema, type ClientList } from '@routelab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { useEvent, useEventStreamState, useThrottledEvent } from '../../../lib/events/use-event';
import { esmeClientKeys } from './keys';

const connectionEventSchema = z.object({
  client_id: z.number().int(),
  sessions: z.array(clientSessionSchema),
});

/** Traffic changes the sessions' received/sent counters; the list refreshes this often then. */
const COUNTER_REFRESH_MS = 2_000;

/**
 * Puts each 'client.connection' event (an account's bound sessions) into the cached list, and
 * refreshes the list while PDUs flow so the session counters keep up. Returns whether the
 * stream is open; while it is not, the list polls instead.
 */
export function useSessionEvents(): boolean {
  const queryClient = useQueryClient();
  const open = useEventStreamState() === 'open';

  // Whatever changed while the stream was down.
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: esmeClientKeys.list() });
  }, [open, queryClient]);

  useEvent('client.connection', (data) => {
    const parsed = connectionEventSchema.safeParse(data);
    if (!parsed.success) return;
    const { client_id: clientId, sessions } = parsed.data;
    queryClient.setQueryData<ClientList>(
      esmeClientKeys.list(),
      (list) => list && { ...list, connections: { ...list.connections, [clientId]: sessions } },
    );
  });

  useThrottledEvent(
    'log.esme',
    () => void queryClient.invalidateQueries({ queryKey: esmeClientKeys.list() }),
    COUNTER_REFRESH_MS,
  );

  return open;
}
