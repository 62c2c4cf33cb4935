import { PROFILE_POLL_MS, profileSchema, type Profile } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notify } from '../../components/notify';
import { apiRequest } from '../api-client';
import { isApiError } from '../api-error';
import { i18n } from '../i18n';
import { hasSessionHint, setSessionHint } from '../session-hint';
import { authKeys } from './keys';

/**
 * The signed-in user's profile, or null when there is no session. A 401 while this browser
 * believed itself signed in means the server ended the session (expired, or signed out
 * elsewhere): the user is told, and the guard then sends them to /login.
 */
export async function getProfile(): Promise<Profile | null> {
  if (!hasSessionHint()) return null;
  try {
    return await apiRequest('/api/user/profile/', { schema: profileSchema });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      setSessionHint(false);
      notify.info(i18n.t('session.ended'));
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
