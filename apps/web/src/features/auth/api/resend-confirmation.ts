import type { ResendConfirmationBody } from '@routelab/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const resendConfirmation = (body: ResendConfirmationBody): Promise<unknown> =>
  apiRequest('/api/user/register/resend/', { method: 'POST', body });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
