import type { EmailChangeBody } from '@routelab/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Sends a confirmation link to the new address; the e-mail changes once it is opened. */
export const changeEmail = (body: EmailChangeBody): Promise<unknown> =>
  apiRequest('/api/user/email-change/', { method: 'POST', body });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
