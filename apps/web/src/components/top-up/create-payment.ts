import { paymentSchema, type PaymentCreateBody } from '@routelab/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** POST /api/payment/create/: the payment, `created`, with its checkout_url. */
export const createPayment = (body: PaymentCreateBody) =>
  apiRequest('/api/payment/create/', { method: 'POST', body, schema: paymentSchema });

export const useCreatePayment = () => useMutation({ mutationFn: createPayment });
