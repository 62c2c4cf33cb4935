export const esmeClientKeys = {
  all: ['esme-clients'] as const,
  list: () => [...esmeClientKeys.all, 'list'] as const,
  traffic: (id: number) => [...esmeClientKeys.all, 'traffic', id] as const,
  injectedMos: (id: number) => [...esmeClientKeys.all, 'injected-mos', id] as const,
};
