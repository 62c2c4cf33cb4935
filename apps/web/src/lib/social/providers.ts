import { socialProvidersSchema } from '@routelab/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** Which sign-in providers the server offers (a provider shows only when configured). */
export const useSignInProviders = () =>
  useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) =>
      apiRequest('/api/user/login/providers/', { schema: socialProvidersSchema, signal }),
    staleTime: Infinity,
  });

/** The providers' names as they call themselves (not translated). */
export const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter / X' };
