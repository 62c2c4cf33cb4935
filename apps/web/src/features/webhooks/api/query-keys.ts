import type { WebhookOwner } from '../lib/webhook-owner';

export const webhookQueryKeys = {
  all: ['webhooks'] as const,
  list: (owner: WebhookOwner) => [...webhookQueryKeys.all, 'list', owner.kind, owner.id] as const,
  deliveries: (webhookId: number, page: number) =>
    [...webhookQueryKeys.all, 'deliveries', webhookId, page] as const,
};
