import { adminUserSchema, type AdminUser, type AdminUserUpdateBody } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKeys } from './keys';

export const updateUser = (id: number, body: AdminUserUpdateBody): Promise<AdminUser> =>
  apiRequest(`/api/admin/users/${id}/`, { method: 'PUT', body, schema: adminUserSchema });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminUserUpdateBody }) => updateUser(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() }),
  });
}
