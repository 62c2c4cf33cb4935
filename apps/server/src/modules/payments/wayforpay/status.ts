import type { ProviderReport } from '../provider.js';
import type { StatusSigned } from './signature.js';

/** A serviceUrl notification or CHECK_STATUS answer, its signed values as text. */
export interface WayforpayStatus extends StatusSigned {
  merchantSignature: unknown;
  reason: string | null;
}

const SIGNED_FIELDS = [
  'merchantAccount',
  'orderReference',
  'amount',
  'currency',
  'authCode',
  'cardPan',
  'transactionStatus',
  'reasonCode',
] as const;

/** A value as WayForPay's signature string has it: numbers as written, absent as empty. */
function asSigned(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The status fields of a parsed JSON body, or null when they are not there as text or numbers. */
export function readStatus(body: unknown): WayforpayStatus | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const signed: Partial<Record<(typeof SIGNED_FIELDS)[number], string>> = {};
  for (const field of SIGNED_FIELDS) {
    const value = asSigned(record[field]);
    if (value === undefined) return null;
    signed[field] = value;
  }
  const status = signed as StatusSigned;
  if (!status.orderReference || !status.transactionStatus) return null;
  const reason = asSigned(record.reason);
  return { ...status, merchantSignature: record.merchantSignature, reason: reason || null };
}

/** Only Approved is paid; Declined and Expired are final; everything else may still change. */
export function outcomeOf(transactionStatus: string): ProviderReport['outcome'] {
  switch (transactionStatus) {
    case 'Approved':
      return 'accepted';
    case 'Declined':
      return 'rejected';
    case 'Expired':
      return 'expired';
    default:
      return 'pending';
  }
}

export function reportOf(status: WayforpayStatus): ProviderReport {
  const outcome = outcomeOf(status.transactionStatus);
  return {
    reference: status.orderReference,
    outcome,
    amount: status.amount,
    currency: status.currency,
    reason:
      outcome === 'accepted'
        ? null
        : [status.transactionStatus, status.reason, status.reasonCode && `(${status.reasonCode})`]
            .filter(Boolean)
            .join(' '),
  };
}
