import { ledgerEntrySchema, pagedSchema } from '@routelab/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys, type LedgerListParams } from './keys';

const ledgerPageSchema = pagedSchema(ledgerEntrySchema);

/** GET /api/billing/ledger/: the user's balance changes, newest first. */
export const useLedger = (params: LedgerListParams) =>
  useQuery({
    queryKey: billingKeys.ledgerList(params),
    queryFn: ({ signal }) =>
      apiRequest('/api/billing/ledger/', {
        query: { ...params },
        schema: ledgerPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/billing/ledger/download/: the same rows as CSV, all pages. */
export function ledgerDownloadUrl(kind: LedgerListParams['kind']): string {
  return kind
    ? `/api/billing/ledger/download/?${new URLSearchParams({ kind }).toString()}`
    : '/api/billing/ledger/download/';
}
