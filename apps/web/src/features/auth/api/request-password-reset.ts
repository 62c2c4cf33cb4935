import type { MailRequestBody } from '@routelab/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const requestPasswordReset = (body: MailRequestBody): Promise<unknown> =>
  apiRequest('/api/user/reset-password/', { method: 'POST', body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
