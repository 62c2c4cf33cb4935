import { pricesResponseSchema } from '@routelab/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** GET /api/billing/prices/: the user's tier and its prices. */
export const usePrices = () =>
  useQuery({
    queryKey: billingKeys.prices(),
    queryFn: ({ signal }) =>
      apiRequest('/api/billing/prices/', { schema: pricesResponseSchema, signal }),
  });
