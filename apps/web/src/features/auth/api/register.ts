import type { RegisterBody } from '@routelab/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const register = (body: RegisterBody): Promise<unknown> =>
  apiRequest('/api/user/register/', { method: 'POST', body });

export const useRegister = () => useMutation({ mutationFn: register });
