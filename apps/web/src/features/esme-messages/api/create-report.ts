import { reportResultSchema, type EsmeReportCreateBody, type ReportResult } from '@routelab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { esmeMessageKeys } from './keys';

export const createReport = (body: EsmeReportCreateBody): Promise<ReportResult> =>
  apiRequest('/api/message/esme/create/', { method: 'POST', body, schema: reportResultSchema });

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: esmeMessageKeys.all }),
  });
}
