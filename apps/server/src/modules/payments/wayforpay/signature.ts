import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * WayForPay's request and notification signatures: the values joined with ";" (UTF-8), arrays
 * expanded in place, HMAC-MD5 with the merchant's secret key, lowercase hex.
 */
export function wayforpaySignature(
  secretKey: string,
  values: readonly (string | number)[],
): string {
  return createHmac('md5', secretKey).update(values.join(';'), 'utf8').digest('hex');
}

/** Compares a received signature with the expected one in constant time. */
export function signatureMatches(received: unknown, expected: string): boolean {
  if (typeof received !== 'string') return false;
  const left = Buffer.from(received.toLowerCase());
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What a Purchase form signs. */
export interface PurchaseSigned {
  merchantAccount: string;
  merchantDomainName: string;
  orderReference: string;
  orderDate: string;
  amount: string;
  currency: string;
  productName: readonly string[];
  productCount: readonly string[];
  productPrice: readonly string[];
}

/** Purchase: names, then counts, then prices (not the order of the form's fields). */
export const purchaseSignatureValues = (form: PurchaseSigned): string[] => [
  form.merchantAccount,
  form.merchantDomainName,
  form.orderReference,
  form.orderDate,
  form.amount,
  form.currency,
  ...form.productName,
  ...form.productCount,
  ...form.productPrice,
];

/** What a serviceUrl notification and a CHECK_STATUS answer sign. */
export interface StatusSigned {
  merchantAccount: string;
  orderReference: string;
  amount: string;
  currency: string;
  authCode: string;
  cardPan: string;
  transactionStatus: string;
  reasonCode: string;
}

export const statusSignatureValues = (status: StatusSigned): string[] => [
  status.merchantAccount,
  status.orderReference,
  status.amount,
  status.currency,
  status.authCode,
  status.cardPan,
  status.transactionStatus,
  status.reasonCode,
];

/** The signed answer to a serviceUrl notification: `orderReference;accept;time`. */
export function acceptReply(secretKey: string, orderReference: string, time: number) {
  return {
    orderReference,
    status: 'accept',
    time,
    signature: wayforpaySignature(secretKey, [orderReference, 'accept', time]),
  };
}

/** CHECK_STATUS signs `merchantAccount;orderReference`. */
export const checkStatusSignature = (
  secretKey: string,
  merchantAccount: string,
  reference: string,
) => wayforpaySignature(secretKey, [merchantAccount, reference]);
