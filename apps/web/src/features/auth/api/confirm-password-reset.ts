import type { ResetPasswordConfirmBody } from '@routelab/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const confirmPasswordReset = (body: ResetPasswordConfirmBody): Promise<unknown> =>
  apiRequest('/api/user/reset-password/confirm/', { method: 'POST', body });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
