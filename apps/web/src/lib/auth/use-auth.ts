import { abilityFromRules, type AppAbility, type AppRule, type Profile } from '@routelab/shared';
import { useMemo } from 'react';
import { useProfileQuery } from './get-profile';

export type AuthStatus = 'initializing' | 'initialized';

export interface AuthState {
  status: AuthStatus;
  user: Profile | null;
  ability: AppAbility;
}

/**
 * Authentication as spec section 4 describes it: initializing until the first profile load
 * settles, then a user, or none when that load fails.
 */
export function useAuth(): AuthState {
  const profile = useProfileQuery();
  const user = profile.data ?? null;
  const ability = useMemo(() => abilityFromRules((user?.rules ?? []) as AppRule[]), [user?.rules]);
  return { status: profile.isPending ? 'initializing' : 'initialized', user, ability };
}
