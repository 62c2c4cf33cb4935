import { gatewayAnalyticsSchema, type AnalyticsPeriod } from '@routelab/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateOnEvent } from '../../../lib/events/use-event';
import { gatewayKeys } from '../../../lib/queries/gateways';

/** Sent messages change the counts; a load test's stream of them refreshes this at most so often. */
const REFRESH_MS = 5_000;

export const gatewayAnalyticsKey = (id: number, period: AnalyticsPeriod) =>
  [...gatewayKeys.all, 'analytics', id, period] as const;

/** A gateway's delivery analytics over `period`, refreshed as its messages change. */
export function useGatewayAnalytics(id: number, period: AnalyticsPeriod) {
  const key = gatewayAnalyticsKey(id, period);
  useInvalidateOnEvent('message.smsc', key, REFRESH_MS);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiRequest(`/api/gateway/${id}/analytics/?period=${period}`, {
        schema: gatewayAnalyticsSchema,
        signal,
      }),
    // Switching the period keeps the charts in place until the new counts arrive.
    placeholderData: keepPreviousData,
  });
}
