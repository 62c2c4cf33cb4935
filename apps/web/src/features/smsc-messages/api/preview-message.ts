import { smscPreviewSchema, type SmscMessageCreateBody } from '@routelab/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The submit_sm a send would write, built by the server; nothing is stored or charged. */
export const previewMessage = (body: SmscMessageCreateBody) =>
  apiRequest('/api/message/smsc/preview/', {
    method: 'POST',
    body,
    schema: smscPreviewSchema,
  });

export const usePreviewMessage = () => useMutation({ mutationFn: previewMessage });
