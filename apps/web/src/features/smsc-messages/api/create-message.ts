import { messageCreateResultSchema, type SmscMessageCreateBody } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { smscMessageKeys } from './keys';

/** Stores the message(s) and queues them on the gateway; a load test answers with its id. */
export const createMessage = (body: SmscMessageCreateBody) =>
  apiRequest('/api/message/smsc/create/', {
    method: 'POST',
    body,
    schema: messageCreateResultSchema,
  });

export function useCreateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smscMessageKeys.lists() }),
  });
}
