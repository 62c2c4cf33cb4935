import { apiKeyListSchema, type ApiKeyList } from '@routelab/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiKeyQueryKeys } from './query-keys';

export const listApiKeys = (signal?: AbortSignal): Promise<ApiKeyList> =>
  apiRequest('/api/user/api-key/list/', { schema: apiKeyListSchema, signal });

export const useApiKeys = () =>
  useQuery({ queryKey: apiKeyQueryKeys.list(), queryFn: ({ signal }) => listApiKeys(signal) });
