export {
  RECEIPT_STATS,
  messageStateName,
  messageStateOf,
  normalizeStat,
  statFromMessageState,
  statFromStatus,
  statusOf,
  type ReceiptStat,
  type ReceiptStatus,
} from './receipt-stat.js';
export { formatReceiptDate, parseReceiptDate } from './receipt-date.js';
export { buildReceiptText, type ReceiptFields } from './build-receipt.js';
export { parseReceiptOctets, parseReceiptText, type ParsedReceipt } from './parse-receipt.js';
export { resolveReceipt, type ReceiptInput, type ResolvedReceipt } from './resolve-receipt.js';
export { messageIdKeys, normalizeMessageId, type NormalizedMessageId } from './message-id.js';
