import type { Profile } from '@routelab/shared';
import { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../lib/auth/keys';
import { makeProfile } from './profile';

/** A query client that already holds a signed-in profile (billing on unless told). */
export function signedInQueryClient(overrides: Partial<Profile> = {}): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(authKeys.profile(), makeProfile(['user'], overrides));
  return queryClient;
}
