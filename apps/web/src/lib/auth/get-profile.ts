import { PROFILE_POLL_MS, profileSchema, type Profile } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { isApiError } from '../api-error';
import { hasSessionHint, setSessionHint } from '../session-hint';
import { authKeys } from './keys';

/** The signed-in user's profile, or null when there is no session (a 401 signs out). */
export async function getProfile(): Promise<Profile | null> {
  if (!hasSessionHint()) return null;
  try {
    return await apiRequest('/api/user/profile/', { schema: profileSchema });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      setSessionHint(false);
      return null;
    }
    throw error;
  }
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.profile(),
    queryFn: getProfile,
    // Refreshed every 10 s while signed in (spec section 1).
    refetchInterval: (query) => (query.state.data ? PROFILE_POLL_MS : false),
    retry: false,
    staleTime: PROFILE_POLL_MS,
  });

export const useProfileQuery = () => useQuery(profileQueryOptions());
