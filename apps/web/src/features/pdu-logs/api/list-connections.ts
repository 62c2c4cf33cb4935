import type { LogSide } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { pduLogKeys } from './keys';

const named = z.array(z.object({ id: z.number().int(), name: z.string() }));
/** Only the names are needed here; each list's full contract belongs to its own feature. */
const gatewayNamesSchema = z.object({ gateways: named });
/** An account's limits explain RouteLab's refusals in its log (throttling, binds). */
const clientNamesSchema = z.object({
  clients: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      throughput_limit: z.number().optional(),
      max_binds: z.number().int().optional(),
      dlr_policy: z.object({ mode: z.string() }).optional(),
    }),
  ),
});

export interface ConnectionName {
  id: number;
  name: string;
  /** ESME accounts only: msg/s (0: none) and binds at once. */
  throughputLimit?: number;
  maxBinds?: number;
  /** Answers magic test destinations (automatic receipt policy). */
  magicDestinations?: boolean;
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
  return list.clients.map((client) => ({
    id: client.id,
    name: client.name,
    throughputLimit: client.throughput_limit,
    maxBinds: client.max_binds,
    magicDestinations: client.dlr_policy ? client.dlr_policy.mode === 'auto' : undefined,
  }));
}

export const connectionsQueryOptions = (side: LogSide) =>
  queryOptions({
    queryKey: pduLogKeys.connections(side),
    queryFn: ({ signal }) => listConnections(side, signal),
    staleTime: 60_000,
  });

export const useConnectionNames = (side: LogSide) => useQuery(connectionsQueryOptions(side));
