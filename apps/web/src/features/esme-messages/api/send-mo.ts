import type { EsmeMoCreateBody } from '@routelab/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const moResultSchema = z.object({
  parts: z.number().int(),
  /** command_status of each part's deliver_sm_resp. */
  statuses: z.array(z.number().int()),
});
export type MoResult = z.infer<typeof moResultSchema>;

export const sendMo = (body: EsmeMoCreateBody): Promise<MoResult> =>
  apiRequest('/api/message/esme/mo/', { method: 'POST', body, schema: moResultSchema });

export const useSendMo = () => useMutation({ mutationFn: sendMo });
