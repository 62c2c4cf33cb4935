import {
  dedicatedSmppCancelledSchema,
  dedicatedSmppPreviewSchema,
  dedicatedSmppSchema,
  type DedicatedSmpp,
  type DedicatedSmppCancelled,
  type DedicatedSmppPreview,
} from '@routelab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from '../../../lib/auth/keys';

const PATH = '/api/subscription/smpp/';

export const dedicatedSmppKey = ['dedicated-smpp'] as const;

const subscriptionOrNone = dedicatedSmppSchema.nullable();

/** The user's subscription, or null when there is none. */
const getSubscription = (signal?: AbortSignal): Promise<DedicatedSmpp | null> =>
  apiRequest(PATH, { schema: subscriptionOrNone, signal });

/** Refetched every 10 s besides the live events (sessions, refused connections). */
export const useSubscription = () =>
  useQuery({
    queryKey: dedicatedSmppKey,
    queryFn: ({ signal }) => getSubscription(signal),
    refetchInterval: 10_000,
  });

export const previewSubscribe = (ipAddresses: string[]): Promise<DedicatedSmppPreview> =>
  apiRequest(PATH, {
    method: 'POST',
    body: { ip_addresses: ipAddresses, preview: true },
    schema: dedicatedSmppPreviewSchema,
  });

export const previewChange = (id: number, ipAddresses: string[]): Promise<DedicatedSmppPreview> =>
  apiRequest(PATH, {
    method: 'PUT',
    body: { id, ip_addresses: ipAddresses, preview: true },
    schema: dedicatedSmppPreviewSchema,
  });

export const previewCancel = (id: number): Promise<DedicatedSmppPreview> =>
  apiRequest(`${PATH}${id}/`, {
    method: 'DELETE',
    query: { preview: 1 },
    schema: dedicatedSmppPreviewSchema,
  });

/** After a change: the subscription, the balance (profile) and the ledger are read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: dedicatedSmppKey });
    void queryClient.invalidateQueries({ queryKey: authKeys.profile() });
  };
}

export function useSubscribe() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (ipAddresses: string[]): Promise<DedicatedSmpp> =>
      apiRequest(PATH, {
        method: 'POST',
        body: { ip_addresses: ipAddresses },
        schema: dedicatedSmppSchema,
      }),
    onSuccess: after,
  });
}

export function useChangeAddresses() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ id, ipAddresses }: { id: number; ipAddresses: string[] }) =>
      apiRequest(PATH, {
        method: 'PUT',
        body: { id, ip_addresses: ipAddresses },
        schema: dedicatedSmppSchema,
      }),
    onSuccess: after,
  });
}

export function useCancelSubscription() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (id: number): Promise<DedicatedSmppCancelled> =>
      apiRequest(`${PATH}${id}/`, { method: 'DELETE', schema: dedicatedSmppCancelledSchema }),
    onSuccess: after,
  });
}
