import type { MessageStatus } from '@routelab/shared';

/** Message statuses, shared by Sent SMS and Received SMS. */
export const messageStatusesRu = {
  queued: 'В очереди',
  submitted: 'Отправлено',
  failed: 'Ошибка',
  delivered: 'Доставлено',
  undeliverable: 'Не доставлено',
  expired: 'Истёк срок',
  rejected: 'Отклонено',
  unknown: 'Неизвестно',
  accepted: 'Принято',
  deleted: 'Удалено',
  enroute: 'В пути',
} satisfies Record<MessageStatus, string>;
