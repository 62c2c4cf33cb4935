export const routingKeys = {
  all: ['routing'] as const,
  routes: () => [...routingKeys.all, 'routes'] as const,
  accounts: () => [...routingKeys.all, 'accounts'] as const,
  prices: (gatewayId: number) => [...routingKeys.all, 'prices', gatewayId] as const,
};
