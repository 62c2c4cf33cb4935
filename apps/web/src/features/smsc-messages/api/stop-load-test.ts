import { loadTestProgressSchema } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { smscMessageKeys } from './keys';

/** Stops a load test: the server creates no more of its messages and fails those still queued. */
export function useStopLoadTest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/message/smsc/load-test/${id}/stop/`, {
        method: 'POST',
        schema: loadTestProgressSchema,
      }),
    onSuccess: (progress) => {
      queryClient.setQueryData(smscMessageKeys.loadTest(id), progress);
      void queryClient.invalidateQueries({ queryKey: smscMessageKeys.lists() });
    },
  });
}
