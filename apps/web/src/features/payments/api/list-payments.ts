import { PAYMENT_TOTAL_HEADER, paymentSchema, type Paged, type Payment } from '@routelab/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '../../../lib/api-client';
import { paymentKeys, type PaymentListParams } from './keys';

const paymentListSchema = z.array(paymentSchema);

/**
 * GET /api/payment/: an array, as the spec gives it; the total of the filtered list comes in
 * the X-Total-Count header (the page's length when a server leaves it out).
 */
export async function listPayments(
  params: PaymentListParams,
  signal?: AbortSignal,
): Promise<Paged<Payment>> {
  const { data, headers } = await apiResponse('/api/payment/', {
    query: { ...params },
    schema: paymentListSchema,
    signal,
  });
  const total = Number(headers.get(PAYMENT_TOTAL_HEADER));
  return { count: Number.isInteger(total) && total >= 0 ? total : data.length, results: data };
}

export const usePayments = (params: PaymentListParams) =>
  useQuery({
    queryKey: paymentKeys.list(params),
    queryFn: ({ signal }) => listPayments(params, signal),
    placeholderData: keepPreviousData,
  });
