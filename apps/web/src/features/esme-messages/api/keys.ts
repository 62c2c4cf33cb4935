import type { MessageListQuery } from '@routelab/shared';

export type EsmeMessageListParams = Partial<MessageListQuery> & { page: number; page_size: number };

export const esmeMessageKeys = {
  all: ['esme-messages'] as const,
  lists: () => [...esmeMessageKeys.all, 'list'] as const,
  list: (params: EsmeMessageListParams) => [...esmeMessageKeys.lists(), params] as const,
  detail: (id: number) => [...esmeMessageKeys.all, 'detail', id] as const,
  pdus: (id: number) => [...esmeMessageKeys.all, 'pdus', id] as const,
  accounts: () => [...esmeMessageKeys.all, 'accounts'] as const,
};
