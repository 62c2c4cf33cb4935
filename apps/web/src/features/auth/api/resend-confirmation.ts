import type { MailRequestBody } from '@routelab/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const resendConfirmation = (body: MailRequestBody): Promise<unknown> =>
  apiRequest('/api/user/register/resend/', { method: 'POST', body });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
