import type { TokenBody } from '@routelab/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const confirmRegistration = (body: TokenBody): Promise<unknown> =>
  apiRequest('/api/user/register/confirm/', { method: 'POST', body });

export const useConfirmRegistration = () => useMutation({ mutationFn: confirmRegistration });
