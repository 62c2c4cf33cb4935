import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useEventStreamState } from './use-event';

/**
 * Refetches live queries each time the event stream opens while the page is shown: events sent
 * while it was down or still connecting are lost, so the cached data may be behind. A page that
 * mounts with the stream already open hears every event after its first fetch and needs none.
 * Returns whether the stream is open.
 */
export function useRefetchOnStreamOpen(queryKey: QueryKey): boolean {
  const queryClient = useQueryClient();
  const open = useEventStreamState() === 'open';
  const latestKey = useRef(queryKey);
  const wasOpen = useRef(open);
  useEffect(() => {
    latestKey.current = queryKey;
  });
  useEffect(() => {
    if (open && !wasOpen.current) {
      void queryClient.invalidateQueries({ queryKey: latestKey.current });
    }
    wasOpen.current = open;
  }, [open, queryClient]);
  return open;
}
