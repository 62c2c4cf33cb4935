import type { MessageStatus } from '@routelab/shared';

/** Message statuses, shared by Sent SMS and Received SMS. */
export const messageStatusesUk = {
  queued: 'У черзі',
  submitted: 'Надіслано',
  failed: 'Помилка',
  delivered: 'Доставлено',
  undeliverable: 'Не доставлено',
  expired: 'Минув термін',
  rejected: 'Відхилено',
  unknown: 'Невідомо',
  accepted: 'Прийнято',
  deleted: 'Видалено',
  enroute: 'У дорозі',
} satisfies Record<MessageStatus, string>;
