export const adminPricingKeys = {
  all: ['admin-pricing'] as const,
};
