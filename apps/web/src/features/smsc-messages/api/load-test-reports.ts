import { loadTestHeadlineSchema, loadTestSummarySchema, pagedSchema } from '@routelab/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useThrottledEvent } from '../../../lib/events/use-event';
import { smscMessageKeys } from './keys';

const loadTestPageSchema = pagedSchema(loadTestHeadlineSchema);

/** The CSV of a test's parts; the server names the file. */
export const loadTestExportUrl = (id: string) => `/api/message/smsc/load-test/${id}/export/`;

/** A page of the user's past load tests, newest first. */
export function useLoadTests(page: number, pageSize: number) {
  return useQuery({
    queryKey: smscMessageKeys.loadTestList(page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest('/api/message/smsc/load-test/list/', {
        query: { page: page + 1, page_size: pageSize },
        schema: loadTestPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A test's summary from its stored parts. While receipts may still come (`live`), it is read
 * again as the test's progress events arrive, at most once a second.
 */
export function useLoadTestSummary(id: string, live: boolean) {
  const queryClient = useQueryClient();
  useThrottledEvent('load_test.progress', () => {
    if (live) void queryClient.invalidateQueries({ queryKey: smscMessageKeys.loadTestSummary(id) });
  });
  return useQuery({
    queryKey: smscMessageKeys.loadTestSummary(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/message/smsc/load-test/${id}/summary/`, {
        schema: loadTestSummarySchema,
        signal,
      }),
  });
}
