import type { Profile } from '@routelab/shared';
import { hashKey, QueryClient } from '@tanstack/react-query';
import { authKeys } from '../lib/auth/keys';
import { makeProfile } from './profile';

const PROFILE_HASH = hashKey(authKeys.profile());

/**
 * A query client that already holds a signed-in profile (billing on unless told), and keeps it:
 * the console re-reads the profile every 10 s, and a test that runs longer on a loaded machine
 * would otherwise ask its fetch mock (which knows nothing of profiles) and sign the user out
 * halfway. A refetch (an invalidation after a subscription, say) answers the latest profile set.
 */
export function signedInQueryClient(overrides: Partial<Profile> = {}): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(authKeys.profile(), makeProfile(['user'], overrides));
  const defaults = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const merged = defaults(options);
    if (merged.queryHash !== PROFILE_HASH) return merged;
    return {
      ...merged,
      queryFn: () => queryClient.getQueryData(authKeys.profile()) ?? null,
      refetchInterval: false,
    };
  }) as typeof queryClient.defaultQueryOptions;
  return queryClient;
}
