import {
  LEDGER_KINDS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type LedgerKind,
  type PaymentProvider,
  type PaymentStatus,
} from '@routelab/shared';
import {
  idParam,
  oneOfParam,
  paginationParam,
  searchFields,
  type PaginationState,
} from '../../lib/search-params';
import type { LedgerListParams, PaymentListParams } from './api/keys';

export const PAYMENTS_TABS = ['payments', 'history'] as const;
export type PaymentsTab = (typeof PAYMENTS_TABS)[number];

export interface PaymentFilters {
  /** '' is any. */
  provider: '' | PaymentProvider;
  status: '' | PaymentStatus;
}

export const EMPTY_PAYMENT_FILTERS: PaymentFilters = { provider: '', status: '' };

/** What /payments keeps in its URL, so a reload or a shared link shows the same view. */
export interface PaymentsView {
  tab: PaymentsTab;
  filters: PaymentFilters;
  /** The Balance history tab's filter. */
  kind: '' | LedgerKind;
  /** The shown tab's page: switching tabs starts at the first. */
  pagination: PaginationState;
  /** The payment a provider returned the browser for (`?payment=12`). */
  payment: number | null;
}

/** `?tab=history&provider=binance&status=accepted&kind=refund&page=2&page_size=10&payment=12` */
export const paymentsSearch = searchFields<PaymentsView>({
  tab: oneOfParam('tab', PAYMENTS_TABS, 'payments'),
  filters: searchFields<PaymentFilters>({
    provider: oneOfParam('provider', PAYMENT_PROVIDERS, ''),
    status: oneOfParam('status', PAYMENT_STATUSES, ''),
  }),
  kind: oneOfParam('kind', LEDGER_KINDS, ''),
  pagination: paginationParam(),
  payment: idParam('payment'),
});

export function toPaymentQuery(
  filters: PaymentFilters,
  pagination: PaginationState,
): PaymentListParams {
  const query: PaymentListParams = { page: pagination.page + 1, page_size: pagination.pageSize };
  if (filters.provider) query.provider = filters.provider;
  if (filters.status) query.status = filters.status;
  return query;
}

export function toLedgerQuery(
  kind: '' | LedgerKind,
  pagination: PaginationState,
): LedgerListParams {
  const query: LedgerListParams = { page: pagination.page + 1, page_size: pagination.pageSize };
  if (kind) query.kind = kind;
  return query;
}
