import { routeExplainSchema, type RouteExplain, type RouteExplainRequest } from '@routelab/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/route/explain/: which route and gateway the account's submit would take now. */
export const explainRoute = (body: RouteExplainRequest): Promise<RouteExplain> =>
  apiRequest('/api/route/explain/', { method: 'POST', body, schema: routeExplainSchema });

export const useExplainRoute = () => useMutation({ mutationFn: explainRoute });
