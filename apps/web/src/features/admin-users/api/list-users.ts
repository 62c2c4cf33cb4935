import { adminUserSchema, pagedSchema, type AdminUser, type Paged } from '@routelab/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKeys, type UserListParams } from './keys';

const userPageSchema = pagedSchema(adminUserSchema);

export const listUsers = (
  params: UserListParams,
  signal?: AbortSignal,
): Promise<Paged<AdminUser>> =>
  apiRequest('/api/admin/users/', { query: { ...params }, schema: userPageSchema, signal });

export const listUsersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: ({ signal }) => listUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UserListParams) => useQuery(listUsersQueryOptions(params));
