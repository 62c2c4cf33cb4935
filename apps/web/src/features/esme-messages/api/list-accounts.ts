import { clientListSchema } from '@routelab/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeMessageKeys } from './keys';

/** The user's ESME accounts, for the account filter, names in the grid and the MO dialog. */
export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: esmeMessageKeys.accounts(),
    queryFn: ({ signal }) => apiRequest('/api/client/list/', { schema: clientListSchema, signal }),
    select: (list) => list.clients,
  });

export const useAccounts = () => useQuery(accountsQueryOptions());
