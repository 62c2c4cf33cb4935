import type { Tier } from '@routelab/shared';
import type { TFunction } from 'i18next';

/** A tier as the console shows it: "any" translated, "VIP 1".."VIP 3" with the level. */
export function tierLabel(t: TFunction, tier: Tier): string {
  return tier === 'any' ? t('tiers.any') : t('tiers.vip', { level: tier.slice('VIP '.length) });
}
