import {
  formatUsd,
  parseUsd,
  pricingUpdateSchema,
  tierSchema,
  type Price,
  type PricingUpdateBody,
  type Tier,
} from '@routelab/shared';
import { z } from 'zod';

export const PRICE_FIELDS = [
  'sent_segment_micros',
  'received_segment_micros',
  'dedicated_ip_micros',
] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/**
 * Each price as the USD text being edited, under the contract's names, so the server's field
 * errors ("prices.1.sent_segment_micros") land on the right field as they are.
 */
export interface PricingFormValues {
  prices: ({ tier: Tier } & Record<PriceField, string>)[];
}

const usdText = (micros: number) => formatUsd(micros).replace('$', '');

export const toPricingFormValues = (prices: readonly Price[]): PricingFormValues => ({
  prices: prices.map((price) => ({
    tier: price.tier,
    sent_segment_micros: usdText(price.sent_segment_micros),
    received_segment_micros: usdText(price.received_segment_micros),
    dedicated_ip_micros: usdText(price.dedicated_ip_micros),
  })),
});

/** The request: every price parsed exactly into micro-dollars (never through a float). */
export const toPricingBody = ({ prices }: PricingFormValues): PricingUpdateBody => ({
  prices: prices.map((price) => ({
    tier: price.tier,
    sent_segment_micros: parseUsd(price.sent_segment_micros) ?? Number.NaN,
    received_segment_micros: parseUsd(price.received_segment_micros) ?? Number.NaN,
    dedicated_ip_micros: parseUsd(price.dedicated_ip_micros) ?? Number.NaN,
  })),
});

/**
 * Every price must be a USD decimal (6 decimals at most, else `invalidPrice`) and pass the shared
 * contract, whose messages land on the same fields.
 */
export const pricingFormSchema = (invalidPrice: string) =>
  z
    .object({
      prices: z.array(
        z.object({
          tier: tierSchema,
          sent_segment_micros: z.string(),
          received_segment_micros: z.string(),
          dedicated_ip_micros: z.string(),
        }),
      ),
    })
    .superRefine((form, ctx) => {
      const unreadable = new Set<string>();
      form.prices.forEach((price, index) => {
        for (const field of PRICE_FIELDS) {
          if (parseUsd(price[field]) !== undefined) continue;
          unreadable.add(`prices.${index}.${field}`);
          ctx.addIssue({ code: 'custom', path: ['prices', index, field], message: invalidPrice });
        }
      });
      const result = pricingUpdateSchema.safeParse(toPricingBody(form));
      for (const issue of result.error?.issues ?? []) {
        if (unreadable.has(issue.path.map(String).join('.'))) continue;
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    });
