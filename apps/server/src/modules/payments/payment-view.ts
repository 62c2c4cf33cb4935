import type { Payment, PaymentProvider, PaymentStatus } from '@routelab/shared';
import type { PaymentRow } from '../../db/schema.js';

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/** A payment as the API shows it: the checkout link only while it can still be paid. */
export function toPayment(row: PaymentRow): Payment {
  const status = row.status as PaymentStatus;
  return {
    id: Number(row.id),
    provider: row.provider as PaymentProvider,
    amount: Number(row.amount),
    currency: 'USD',
    status,
    reference: row.reference,
    checkout_url: status === 'created' ? row.checkout_url : null,
    reason: row.reason,
    sandbox: Number(row.sandbox) === 1,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
