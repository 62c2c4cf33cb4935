import type { LedgerKind, PaymentProvider, PaymentStatus } from '@routelab/shared';

export interface PaymentListParams {
  page: number;
  page_size: number;
  provider?: PaymentProvider;
  status?: PaymentStatus;
}

export interface LedgerListParams {
  page: number;
  page_size: number;
  kind?: LedgerKind;
}

export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (params: PaymentListParams) => [...paymentKeys.lists(), params] as const,
  detail: (id: number) => [...paymentKeys.all, 'detail', id] as const,
};

export const billingKeys = {
  all: ['billing'] as const,
  ledger: () => [...billingKeys.all, 'ledger'] as const,
  ledgerList: (params: LedgerListParams) => [...billingKeys.ledger(), params] as const,
};
