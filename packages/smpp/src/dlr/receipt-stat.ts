/** The stat values of the SMPP 3.4 appendix B receipt text. */
export const RECEIPT_STATS = [
  'ENROUTE',
  'DELIVRD',
  'EXPIRED',
  'DELETED',
  'UNDELIV',
  'ACCEPTD',
  'UNKNOWN',
  'REJECTD',
] as const;
export type ReceiptStat = (typeof RECEIPT_STATS)[number];

/** RouteLab message statuses a receipt can lead to. */
export type ReceiptStatus =
  | 'enroute'
  | 'delivered'
  | 'expired'
  | 'deleted'
  | 'undeliverable'
  | 'accepted'
  | 'unknown'
  | 'rejected';

interface StatFacts {
  /** message_state TLV value (SMPP 3.4 §5.2.28). */
  messageState: number;
  messageStateName: string;
  status: ReceiptStatus;
}

const FACTS: Readonly<Record<ReceiptStat, StatFacts>> = {
  ENROUTE: { messageState: 1, messageStateName: 'ENROUTE', status: 'enroute' },
  DELIVRD: { messageState: 2, messageStateName: 'DELIVERED', status: 'delivered' },
  EXPIRED: { messageState: 3, messageStateName: 'EXPIRED', status: 'expired' },
  DELETED: { messageState: 4, messageStateName: 'DELETED', status: 'deleted' },
  UNDELIV: { messageState: 5, messageStateName: 'UNDELIVERABLE', status: 'undeliverable' },
  ACCEPTD: { messageState: 6, messageStateName: 'ACCEPTED', status: 'accepted' },
  UNKNOWN: { messageState: 7, messageStateName: 'UNKNOWN', status: 'unknown' },
  REJECTD: { messageState: 8, messageStateName: 'REJECTED', status: 'rejected' },
};

/** Spellings providers use besides the seven-letter ones. */
const ALIASES: Readonly<Record<string, ReceiptStat>> = {
  DELIVERED: 'DELIVRD',
  UNDELIVERABLE: 'UNDELIV',
  UNDELIVERED: 'UNDELIV',
  // Several aggregators report a failed delivery as FAILED; it is final and not delivered.
  FAILED: 'UNDELIV',
  ACCEPTED: 'ACCEPTD',
  REJECTED: 'REJECTD',
  ENROUTED: 'ENROUTE',
};

function isReceiptStat(value: string): value is ReceiptStat {
  return (RECEIPT_STATS as readonly string[]).includes(value);
}

/** A stat as written by any provider (any case, long spellings) to the appendix B form. */
export function normalizeStat(raw: string): ReceiptStat | undefined {
  const upper = raw.trim().toUpperCase();
  if (isReceiptStat(upper)) return upper;
  return ALIASES[upper];
}

export function messageStateOf(stat: ReceiptStat): number {
  return FACTS[stat].messageState;
}

/** The SMPP name of a message_state value, e.g. 2 -> DELIVERED. */
export function messageStateName(stat: ReceiptStat): string {
  return FACTS[stat].messageStateName;
}

/** The stat for a message_state TLV value; undefined for values outside 1..8. */
export function statFromMessageState(messageState: number): ReceiptStat | undefined {
  return RECEIPT_STATS.find((stat) => FACTS[stat].messageState === messageState);
}

export function statusOf(stat: ReceiptStat): ReceiptStatus {
  return FACTS[stat].status;
}

/** The stat to write in a receipt for a RouteLab status. */
export function statFromStatus(status: ReceiptStatus): ReceiptStat {
  return RECEIPT_STATS.find((stat) => FACTS[stat].status === status) ?? 'UNKNOWN';
}
