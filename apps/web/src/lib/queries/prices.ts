import { pricesResponseSchema, type Price } from '@routelab/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useAuth } from '../auth/use-auth';

export const userPricesKey = ['billing', 'prices'] as const;

/** GET /api/billing/prices/: the user's tier, its prices and every tier's (one cache entry). */
export const usePrices = (enabled = true) =>
  useQuery({
    queryKey: userPricesKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/billing/prices/', { schema: pricesResponseSchema, signal }),
    enabled,
  });

/**
 * The signed-in user's prices (GET /api/billing/prices/) for the send dialogs and the ESME list;
 * undefined with billing off, where the route does not exist and nothing is charged.
 */
export function useCurrentPrice(): Price | undefined {
  const { user } = useAuth();
  const billing = user?.billing ?? false;
  const prices = usePrices(billing);
  return billing ? prices.data?.current : undefined;
}
