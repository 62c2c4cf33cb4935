import type { EsmeReportCreateBody } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { esmeMessageKeys } from './keys';

const reportResultSchema = z.object({
  message: z.number().int(),
  /** Parts that get the report. */
  reports: z.number().int(),
  /** false: no receiver is bound; the report waits for the next bind. */
  sent_now: z.boolean(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

export const createReport = (body: EsmeReportCreateBody): Promise<ReportResult> =>
  apiRequest('/api/message/esme/create/', { method: 'POST', body, schema: reportResultSchema });

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: esmeMessageKeys.all }),
  });
}
