import type { PasswordChangeBody } from '@routelab/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const changePassword = (body: PasswordChangeBody): Promise<unknown> =>
  apiRequest('/api/user/password-change/', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
