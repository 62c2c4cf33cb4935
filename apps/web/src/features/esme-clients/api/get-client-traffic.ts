import { clientTrafficSchema } from '@routelab/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeClientKeys } from './keys';

/** The chart moves on by a second each time. */
export const TRAFFIC_REFRESH_MS = 1_000;

export const getClientTraffic = (id: number, signal?: AbortSignal) =>
  apiRequest(`/api/client/${id}/traffic/`, { schema: clientTrafficSchema, signal });

/** The account's last two minutes of traffic, refreshed every second while shown. */
export const useClientTraffic = (id: number) =>
  useQuery({
    queryKey: esmeClientKeys.traffic(id),
    queryFn: ({ signal }) => getClientTraffic(id, signal),
    refetchInterval: TRAFFIC_REFRESH_MS,
  });
