import {
  gatewayPriceListSchema,
  type GatewayPriceList,
  type GatewayPriceListBody,
} from '@routelab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { routingKeys } from './keys';

export const getPrices = (gatewayId: number, signal?: AbortSignal): Promise<GatewayPriceList> =>
  apiRequest(`/api/gateway/${gatewayId}/prices/`, { schema: gatewayPriceListSchema, signal });

/** PUT replaces the whole list; the answer is the list as stored. */
export const putPrices = (gatewayId: number, body: GatewayPriceListBody) =>
  apiRequest(`/api/gateway/${gatewayId}/prices/`, {
    method: 'PUT',
    body,
    schema: gatewayPriceListSchema,
  });

/** The CSV download (prefix,price_usd), a plain link: the browser saves what it answers. */
export const pricesExportUrl = (gatewayId: number) => `/api/gateway/${gatewayId}/prices/export/`;

/** GET /api/gateway/{id}/prices/: one gateway's price list (least cost routes use it). */
export const usePrices = (gatewayId: number | undefined) =>
  useQuery({
    queryKey: routingKeys.prices(gatewayId ?? 0),
    queryFn: ({ signal }) => getPrices(gatewayId!, signal),
    enabled: gatewayId !== undefined,
  });

export function useSavePrices(gatewayId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GatewayPriceListBody) => putPrices(gatewayId, body),
    onSuccess: (list) => queryClient.setQueryData(routingKeys.prices(gatewayId), list),
  });
}
