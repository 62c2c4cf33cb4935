import { profileSchema, type LoginBody, type Profile } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setSessionHint } from '../../../lib/session-hint';
import { authKeys } from '../../../lib/auth/keys';

export const login = (body: LoginBody): Promise<Profile> =>
  apiRequest('/api/user/login/', { method: 'POST', body, schema: profileSchema });

/** Signs in, then re-fetches the profile (spec section 4); guest guards redirect on the change. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (profile) => {
      setSessionHint(true);
      queryClient.setQueryData(authKeys.profile(), profile);
      await queryClient.invalidateQueries({ queryKey: authKeys.profile() });
    },
  });
}
