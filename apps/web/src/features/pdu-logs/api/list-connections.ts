import type { LogSide } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { pduLogKeys } from './keys';

const named = z.array(z.object({ id: z.number().int(), name: z.string() }));
/** Only the names are needed here; each list's full contract belongs to its own feature. */
const gatewayNamesSchema = z.object({ gateways: named });
const clientNamesSchema = z.object({ clients: named });

export interface ConnectionName {
  id: number;
  name: string;
}

/** The gateways (smsc side) or ESME accounts (esme side) the log can be filtered by. */
export async function listConnections(
  side: LogSide,
  signal?: AbortSignal,
): Promise<ConnectionName[]> {
  if (side === 'smsc') {
    const list = await apiRequest('/api/gateway/list/', { schema: gatewayNamesSchema, signal });
    return list.gateways;
  }
  const list = await apiRequest('/api/client/list/', { schema: clientNamesSchema, signal });
  return list.clients;
}

export const connectionsQueryOptions = (side: LogSide) =>
  queryOptions({
    queryKey: pduLogKeys.connections(side),
    queryFn: ({ signal }) => listConnections(side, signal),
    staleTime: 60_000,
  });

export const useConnectionNames = (side: LogSide) => useQuery(connectionsQueryOptions(side));
