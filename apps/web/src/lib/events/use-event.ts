import type { EventData, EventKind } from '@routelab/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { eventStream, type StreamState } from './event-stream';

/**
 * Calls `handler` with the data of every live event of `kind` while mounted, as its shared schema
 * reads it (an event whose data does not fit is skipped).
 */
export function useEvent<K extends EventKind>(
  kind: K,
  handler: (data: EventData<K>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => eventStream.subscribe(kind, (data) => latest.current(data)), [kind]);
}

/** The state of the live stream; pages poll as a fallback while it is not open. */
export function useEventStreamState(): StreamState {
  return useSyncExternalStore(eventStream.onStateChange, eventStream.getState);
}

/**
 * Runs `refresh` at most once per `intervalMs` however many events of `kind` arrive, so a burst
 * of traffic costs one refetch, not one per PDU.
 */
export function useThrottledEvent(kind: EventKind, refresh: () => void, intervalMs = 1_000): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEvent(kind, () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      latest.current();
    }, intervalMs);
  });
}

/** Refreshes the queries under `queryKey` at most once per `intervalMs` while events of `kind` arrive. */
export function useInvalidateOnEvent(
  kind: EventKind,
  queryKey: QueryKey,
  intervalMs = 1_000,
): void {
  const queryClient = useQueryClient();
  useThrottledEvent(kind, () => void queryClient.invalidateQueries({ queryKey }), intervalMs);
}
