import { pricingUpdateSchema, type PricingUpdateBody } from '@routelab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userPricesKey } from '../../../lib/queries/prices';
import { adminPricingKeys } from './keys';

/** GET /api/admin/pricing/: every tier's prices. */
export const usePricing = () =>
  useQuery({
    queryKey: adminPricingKeys.all,
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/pricing/', { schema: pricingUpdateSchema, signal }),
  });

/** PUT /api/admin/pricing/: replaces the list; the answer is the list as stored. */
export function useUpdatePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PricingUpdateBody) =>
      apiRequest('/api/admin/pricing/', { method: 'PUT', body, schema: pricingUpdateSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminPricingKeys.all, saved);
      // The admin's own prices (send dialogs, /payments) may have changed too.
      return queryClient.invalidateQueries({ queryKey: userPricesKey });
    },
  });
}
