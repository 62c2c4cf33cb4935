import type { WebhookOwner } from '../webhook-owner';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (owner: WebhookOwner) => [...webhookKeys.all, 'list', owner.kind, owner.id] as const,
  deliveries: (id: number) => [...webhookKeys.all, 'deliveries', id] as const,
  deliveryPage: (id: number, page: number, pageSize: number) =>
    [...webhookKeys.deliveries(id), page, pageSize] as const,
};
