import { paymentProvidersSchema } from '@routelab/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** The providers only change with the server's configuration. */
const PROVIDERS_STALE_MS = 5 * 60_000;

/** GET /api/payment/providers/: which providers the dialog offers, and which are sandboxes. */
export const usePaymentProviders = () =>
  useQuery({
    queryKey: ['payment-providers'],
    queryFn: ({ signal }) =>
      apiRequest('/api/payment/providers/', { schema: paymentProvidersSchema, signal }),
    staleTime: PROVIDERS_STALE_MS,
  });
