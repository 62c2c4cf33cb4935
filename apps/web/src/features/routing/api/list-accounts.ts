import { clientListSchema } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { routingKeys } from './keys';

/** The user's ESME accounts, for the routes' match and action and for Explain. */
export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: routingKeys.accounts(),
    queryFn: ({ signal }) => apiRequest('/api/client/list/', { schema: clientListSchema, signal }),
    select: (list) => list.clients,
  });

export const useAccounts = () => useQuery(accountsQueryOptions());
