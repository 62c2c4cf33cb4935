import { moResultSchema, type EsmeMoCreateBody, type MoResult } from '@routelab/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sendMo = (body: EsmeMoCreateBody): Promise<MoResult> =>
  apiRequest('/api/message/esme/mo/', { method: 'POST', body, schema: moResultSchema });

export const useSendMo = () => useMutation({ mutationFn: sendMo });
