import type { MessageStatus } from '@routelab/shared';

/** Message statuses, shared by Sent SMS and Received SMS. */
export const messageStatusesEn = {
  queued: 'Queued',
  submitted: 'Submitted',
  failed: 'Failed',
  delivered: 'Delivered',
  undeliverable: 'Undeliverable',
  expired: 'Expired',
  rejected: 'Rejected',
  unknown: 'Unknown',
  accepted: 'Accepted',
  deleted: 'Deleted',
  enroute: 'En route',
} satisfies Record<MessageStatus, string>;
