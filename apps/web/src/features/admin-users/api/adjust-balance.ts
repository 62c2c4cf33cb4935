import { adminUserSchema, type AdminUser, type BalanceAdjustmentBody } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKeys } from './keys';

export const adjustBalance = (id: number, body: BalanceAdjustmentBody): Promise<AdminUser> =>
  apiRequest(`/api/admin/users/${id}/balance/`, {
    method: 'POST',
    body,
    schema: adminUserSchema,
  });

export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BalanceAdjustmentBody }) =>
      adjustBalance(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() }),
  });
}
