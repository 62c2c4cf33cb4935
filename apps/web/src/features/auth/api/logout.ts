import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setSessionHint } from '../../../lib/session-hint';
import { authKeys } from '../../../lib/auth/keys';

export const logout = (): Promise<unknown> => apiRequest('/api/user/logout/', { method: 'POST' });

/** Ends the session; the local user is cleared even when the server call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      setSessionHint(false);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.profile(), null);
    },
  });
}
