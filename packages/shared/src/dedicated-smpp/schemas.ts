import { z } from 'zod';
import { clientSessionSchema, ipOrCidrSchema } from '../clients/schemas.js';
import { idSchema } from '../common/id.js';

/** A subscription's period: it is charged for this long and renews at its end. */
export const DEDICATED_SMPP_PERIOD_DAYS = 30;
/** Days a subscription whose renewal the balance did not cover keeps its listener. */
export const DEDICATED_SMPP_GRACE_DAYS = 3;
/** Addresses (or CIDR blocks) one subscription may list; each is priced as one IP address. */
export const DEDICATED_SMPP_MAX_ADDRESSES = 100;

export const DEDICATED_SMPP_STATUSES = ['active', 'grace', 'suspended'] as const;
export type DedicatedSmppStatus = (typeof DEDICATED_SMPP_STATUSES)[number];

const ipAddressesSchema = z
  .array(ipOrCidrSchema, { error: 'IP addresses must be a list' })
  .min(1, 'Add at least one IP address')
  .max(DEDICATED_SMPP_MAX_ADDRESSES, 'At most 100 addresses')
  .refine(
    (addresses) => new Set(addresses).size === addresses.length,
    'Each IP address may be listed once',
  );

const previewSchema = z.boolean({ error: 'Preview must be true or false' }).default(false);

/** POST /api/subscription/smpp/: with preview only the text of what would happen answers. */
export const dedicatedSmppCreateSchema = z.object({
  ip_addresses: ipAddressesSchema,
  preview: previewSchema,
});
export type DedicatedSmppCreateBody = z.input<typeof dedicatedSmppCreateSchema>;

/** PUT /api/subscription/smpp/: the body names the subscription it changes. */
export const dedicatedSmppUpdateSchema = z.object({
  id: idSchema,
  ip_addresses: ipAddressesSchema,
  preview: previewSchema,
});
export type DedicatedSmppUpdateBody = z.input<typeof dedicatedSmppUpdateSchema>;

/** The answer of a preview: what the change would do, in the request's language. */
export const dedicatedSmppPreviewSchema = z.object({ preview: z.string() });
export type DedicatedSmppPreview = z.infer<typeof dedicatedSmppPreviewSchema>;

export const dedicatedSmppSchema = z.object({
  id: z.number().int(),
  status: z.enum(DEDICATED_SMPP_STATUSES),
  /** Where the subscriber's ESMEs connect. */
  host: z.string(),
  port: z.number().int(),
  /** Null when the server has no SMPP certificate. */
  tls_port: z.number().int().nullable(),
  /** Whether the listener is accepting connections now (closed while suspended). */
  listening: z.boolean(),
  ip_addresses: z.array(z.string()),
  period_start: z.string(),
  period_end: z.string(),
  /** While in grace: when the subscription is suspended unless the balance covers renewal. */
  grace_until: z.string().nullable(),
  /** The user's price per IP address per period, and for the listed addresses. */
  price_per_ip_micros: z.number().int(),
  price_per_period_micros: z.number().int(),
  /** Connections from addresses not listed, closed at accept. */
  refused_connections: z.object({
    count: z.number().int(),
    last_address: z.string().nullable(),
    last_at: z.string().nullable(),
  }),
  /** The sessions bound on this listener now. */
  sessions: z.array(clientSessionSchema.extend({ system_id: z.string() })),
  created_at: z.string(),
  /** Present on the answers of create, change and cancel: what was done. */
  preview: z.string().optional(),
});
export type DedicatedSmpp = z.infer<typeof dedicatedSmppSchema>;

/** The answer of DELETE: what was refunded and the text that says so. */
export const dedicatedSmppCancelledSchema = z.object({
  id: z.number().int(),
  refunded_micros: z.number().int(),
  preview: z.string(),
});
export type DedicatedSmppCancelled = z.infer<typeof dedicatedSmppCancelledSchema>;
