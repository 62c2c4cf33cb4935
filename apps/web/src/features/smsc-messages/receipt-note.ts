import type { MessageDetail } from '@routelab/shared';

export type MissingReceipt = 'noReceipt' | 'noReceiptRequested' | 'submitRefused' | 'notSubmitted';

type SentMessage = Pick<
  MessageDetail,
  'dlr_text' | 'status' | 'command_status' | 'registered_delivery'
>;

/**
 * Why a sent message shows no delivery receipt (a key of `smsc.detail`), or null when it has one.
 * Only a message the SMSC accepted, with a receipt asked for, may still get one.
 */
export function missingReceipt(message: SentMessage): MissingReceipt | null {
  if (message.dlr_text !== null) return null;
  if (message.command_status !== null && message.command_status !== 0) return 'submitRefused';
  if (message.status === 'failed') return 'notSubmitted';
  // Bits 0-1 of registered_delivery ask for the SMSC delivery receipt.
  if ((message.registered_delivery & 0x03) === 0) return 'noReceiptRequested';
  return 'noReceipt';
}
