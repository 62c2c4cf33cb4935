import { profileSchema, type Profile, type ProfileUpdateBody } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from '../../../lib/auth/keys';

export const updateProfile = (body: ProfileUpdateBody): Promise<Profile> =>
  apiRequest('/api/user/profile/', { method: 'PUT', body, schema: profileSchema });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(authKeys.profile(), profile),
  });
}
