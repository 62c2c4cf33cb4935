export const esmeClientKeys = {
  all: ['esme-clients'] as const,
  list: () => [...esmeClientKeys.all, 'list'] as const,
  traffic: (id: number) => [...esmeClientKeys.all, 'traffic', id] as const,
};
