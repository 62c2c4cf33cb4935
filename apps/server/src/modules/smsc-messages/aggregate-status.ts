import type { MessageStatus } from '@routelab/shared';

/**
 * A message's status from its parts' statuses: the least advanced or worst part wins, so a
 * message reads delivered only when every part was delivered, and failed when any part failed.
 */
export const STATUS_PRECEDENCE: readonly MessageStatus[] = [
  'queued',
  'failed',
  'rejected',
  'undeliverable',
  'expired',
  'deleted',
  'unknown',
  'submitted',
  'enroute',
  'accepted',
  'delivered',
];

export function aggregateStatus(parts: readonly string[]): MessageStatus {
  let best = STATUS_PRECEDENCE.length - 1;
  for (const status of parts) {
    const rank = STATUS_PRECEDENCE.indexOf(status as MessageStatus);
    if (rank >= 0 && rank < best) best = rank;
  }
  return parts.length === 0 ? 'queued' : STATUS_PRECEDENCE[best]!;
}

/** Statuses after which nothing more is expected for a part. */
export const FINAL_STATUSES: ReadonlySet<string> = new Set([
  'failed',
  'rejected',
  'undeliverable',
  'expired',
  'deleted',
  'unknown',
  'delivered',
]);
