import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from '../../../lib/auth/keys';
import { setSessionHint } from '../../../lib/session-hint';

export const logout = (): Promise<unknown> => apiRequest('/api/user/logout/', { method: 'POST' });

/**
 * Ends the session, clears the user (even when the server call fails) and goes to /login
 * (spec section 4). This runs in the mutation's own callbacks, which fire even after the avatar
 * menu that started it is gone. The access gate waits while a logout is running, and the move to
 * /login is committed synchronously before the logout counts as done, so the page being left
 * never redirects to /login?next=… on its way out.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: authKeys.logout(),
    mutationFn: logout,
    // A profile poll from now on is no session ended by the server: it asks for nothing.
    onMutate: () => setSessionHint(false),
    onSettled: async () => {
      setSessionHint(false);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.profile(), null);
      await navigate('/login', { flushSync: true });
    },
  });
}
