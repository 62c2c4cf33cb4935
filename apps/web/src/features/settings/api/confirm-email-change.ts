import type { TokenBody } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from '../../../lib/auth/keys';

export const confirmEmailChange = (body: TokenBody): Promise<unknown> =>
  apiRequest('/api/user/email-change/confirm/', { method: 'POST', body });

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.profile() }),
  });
}
