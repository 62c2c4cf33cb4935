import { profileSchema, type Profile } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from '../../../lib/auth/keys';

/** Multipart upload of one image under the field name `avatar`. */
export function uploadAvatar(file: File): Promise<Profile> {
  const body = new FormData();
  body.append('avatar', file);
  return apiRequest('/api/user/avatar/', { method: 'POST', body, schema: profileSchema });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => queryClient.setQueryData(authKeys.profile(), profile),
  });
}
