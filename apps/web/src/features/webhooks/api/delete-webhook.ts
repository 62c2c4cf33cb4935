import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webhookKeys } from './keys';

export const deleteWebhook = (id: number): Promise<void> =>
  apiRequest(`/api/webhook/${id}/`, { method: 'DELETE' });

/** Its delivery log goes with it: the cached pages are dropped rather than asked for again. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: webhookKeys.deliveries(id) });
      return queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
  });
}
