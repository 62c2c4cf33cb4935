import type { PasswordSetBody } from '@routelab/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshConnectedAccounts } from '../../../lib/social/connected-accounts';

/** A first password for an account made through a sign-in provider. */
export function useSetPassword() {
  const refresh = useRefreshConnectedAccounts();
  return useMutation({
    mutationFn: (body: PasswordSetBody) =>
      apiRequest('/api/user/password-set/', { method: 'POST', body }),
    onSuccess: () => refresh(),
  });
}
