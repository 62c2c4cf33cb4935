import type { MessageListQuery } from '@routelab/shared';

export type MessageListParams = Partial<MessageListQuery> & { page: number; page_size: number };

export const smscMessageKeys = {
  all: ['smsc-messages'] as const,
  lists: () => [...smscMessageKeys.all, 'list'] as const,
  list: (params: MessageListParams) => [...smscMessageKeys.lists(), params] as const,
  details: () => [...smscMessageKeys.all, 'detail'] as const,
  detail: (id: number) => [...smscMessageKeys.details(), id] as const,
  pdus: (id: number) => [...smscMessageKeys.detail(id), 'pdus'] as const,
  loadTest: (id: string) => [...smscMessageKeys.all, 'load-test', id] as const,
  loadTestSummary: (id: string) => [...smscMessageKeys.loadTest(id), 'summary'] as const,
  loadTestLists: () => [...smscMessageKeys.all, 'load-tests'] as const,
  loadTestList: (page: number, pageSize: number) =>
    [...smscMessageKeys.loadTestLists(), page, pageSize] as const,
};
