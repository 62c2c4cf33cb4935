import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Writes a live event's news into a cached query. A fetch of that query still in flight was
 * answered from the server's state before the event and would overwrite the news when it
 * lands, so it is replaced by a fresh fetch.
 */
export function patchCachedQuery<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  patch: (data: T) => T,
): void {
  queryClient.setQueryData<T>(queryKey, (data) => (data === undefined ? data : patch(data)));
  if (queryClient.isFetching({ queryKey, exact: true }) > 0) {
    void queryClient.refetchQueries({ queryKey, exact: true }, { cancelRefetch: true });
  }
}
