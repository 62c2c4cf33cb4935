import type { MessageDetail, MessageStatus } from '@routelab/shared';

/** Statuses a message holds while some part still waits; the others are a part's final word. */
const WAITING: ReadonlySet<MessageStatus> = new Set(['queued', 'submitted', 'enroute', 'accepted']);

export interface StatusReason {
  /** worst: a part's final outcome decided it; waiting: a part not yet done holds it back. */
  kind: 'worst' | 'waiting';
  /** The part whose status the message took. */
  seq: number;
  /** That part's receipt status as the SMSC wrote it (stat:REJECTD), if it has a receipt. */
  stat: string | null;
}

/**
 * Why a message of several parts has the status it has: the server gives it the worst or least
 * advanced status of its parts, so name that part. Null when its parts all agree.
 */
export function statusReason(
  message: Pick<MessageDetail, 'status' | 'part_list'>,
): StatusReason | null {
  const parts = message.part_list;
  if (parts.every((part) => part.status === parts[0]?.status)) return null;
  const deciding = parts.find((part) => part.status === message.status);
  if (!deciding) return null;
  return {
    kind: WAITING.has(message.status) ? 'waiting' : 'worst',
    seq: deciding.seq,
    stat: /\bstat:(\w+)/i.exec(deciding.dlr_text ?? '')?.[1] ?? null,
  };
}
