import { paymentSchema } from '@routelab/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useEventStreamState } from '../../../lib/events/use-event';
import { paymentKeys } from './keys';

/** While the event stream is down, an open payment's status still refreshes this often. */
const FALLBACK_POLL_MS = 5_000;

/** GET /api/payment/{id}/: one payment, polled while it is open and no live events arrive. */
export function usePayment(id: number) {
  const stream = useEventStreamState();
  return useQuery({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(`/api/payment/${id}/`, { schema: paymentSchema, signal }),
    refetchInterval: (query) =>
      stream !== 'open' && query.state.data?.status === 'created' ? FALLBACK_POLL_MS : false,
  });
}
