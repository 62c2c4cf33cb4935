import type { Profile } from '@routelab/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEvent } from '../events/use-event';
import { useRefetchOnStreamOpen } from '../events/use-refetch-on-open';
import { patchCachedQuery } from '../events/patch-cached-query';
import { authKeys } from './keys';

/**
 * Keeps the profile's balance current between the 10 s polls: every ledger row (a credited
 * payment, a charge, an adjustment) announces `balance.changed`, written into the cached profile.
 */
export function useLiveBalance(): void {
  const queryClient = useQueryClient();
  useRefetchOnStreamOpen(authKeys.profile());
  useEvent('balance.changed', (data) =>
    patchCachedQuery<Profile | null>(queryClient, authKeys.profile(), (profile) =>
      profile ? { ...profile, balance: data.balance } : profile,
    ),
  );
}
