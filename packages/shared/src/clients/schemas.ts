import { z } from 'zod';
import { numeric } from '../common/numeric.js';
import { isPlainText } from '../common/plain-text.js';
import { idSchema } from '../common/id.js';
import { smppPasswordSchema, systemIdSchema } from '../common/smpp-fields.js';
import { CLIENT_ROUTING, NO_ROUTE_ACTIONS } from '../routing/schemas.js';

/** Receipt outcomes an automatic delivery-report policy can draw (SMPPSim style weights). */
export const DLR_OUTCOMES = [
  'delivered',
  'undeliverable',
  'expired',
  'rejected',
  'accepted',
  'unknown',
  'deleted',
] as const;
export type DlrOutcome = (typeof DLR_OUTCOMES)[number];

const weight = numeric(
  z
    .number({ error: 'Weight must be a number' })
    .int('Weight must be an integer')
    .min(0, 'Weight cannot be negative')
    .max(100, 'Weight cannot exceed 100'),
);

const delayMs = numeric(
  z
    .number({ error: 'Delay must be a number' })
    .int('Delay must be whole milliseconds')
    .min(0, 'Delay cannot be negative')
    .max(86_400_000, 'Delay cannot exceed one day'),
);

/** SMPPSim's defaults: delivered 90, undeliverable 6, accepted 2, rejected 2. */
export const DEFAULT_DLR_WEIGHTS: Record<DlrOutcome, number> = {
  delivered: 90,
  undeliverable: 6,
  expired: 0,
  rejected: 2,
  accepted: 2,
  unknown: 0,
  deleted: 0,
};

const WEIGHTS_MESSAGE =
  'Weights must be an object of the outcomes delivered, undeliverable, expired, rejected, accepted, unknown and deleted';

/** Weights given are the whole distribution: an outcome left out is never drawn. */
const dlrWeightsSchema = z.strictObject(
  Object.fromEntries(DLR_OUTCOMES.map((o) => [o, weight.default(0)])) as {
    [K in DlrOutcome]: z.ZodDefault<typeof weight>;
  },
  // Strict: with missing outcomes at 0, a misspelt one must not go unnoticed.
  { error: WEIGHTS_MESSAGE },
);

export const dlrPolicySchema = z
  .object({
    mode: z.enum(['off', 'auto'], { error: 'Delivery report mode must be off or auto' }),
    delay_min_ms: delayMs.default(0),
    delay_max_ms: delayMs.default(2000),
    // Left out (an off policy needs none): SMPPSim's distribution.
    weights: dlrWeightsSchema.default(() => ({ ...DEFAULT_DLR_WEIGHTS })),
  })
  .refine((p) => p.delay_min_ms <= p.delay_max_ms, {
    path: ['delay_max_ms'],
    message: 'Maximum delay must be at least the minimum delay',
  })
  .refine((p) => p.mode === 'off' || Object.values(p.weights).some((w) => w > 0), {
    path: ['weights'],
    message: 'At least one outcome needs a weight above 0',
  });
export type DlrPolicy = z.infer<typeof dlrPolicySchema>;

const IP_MESSAGE = 'Enter an IP address or CIDR block, e.g. 203.0.113.7 or 203.0.113.0/24';

function isIpv4(value: string): boolean {
  const octets = value.split('.');
  return octets.length === 4 && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255);
}

function isIpv6(value: string): boolean {
  if (!/^[0-9a-fA-F:]+$/.test(value) || !value.includes(':')) return false;
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  if (groups.some((g) => g.length === 0 || g.length > 4)) return false;
  return halves.length === 2 ? groups.length < 8 : groups.length === 8;
}

/** True for one IPv4/IPv6 address or CIDR block (e.g. 203.0.113.0/24, 2001:db8::/32). */
export function isIpOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  if (rest.length > 0) return false;
  const v4 = isIpv4(address);
  if (!v4 && !isIpv6(address)) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (v4 ? 32 : 128);
}

/** One IPv4/IPv6 address or CIDR block. */
export const ipOrCidrSchema = z
  .string({ error: IP_MESSAGE })
  .trim()
  .refine(isIpOrCidr, { message: IP_MESSAGE });

const clientFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name cannot be longer than 100 characters')
    .refine(isPlainText, 'Name cannot contain control or text-direction characters'),
  system_id: systemIdSchema,
  /** Empty list: binds accepted from any address. */
  allowed_ips: z.array(ipOrCidrSchema).max(100, 'At most 100 addresses').default([]),
  max_binds: numeric(
    z
      .number({ error: 'Maximum binds must be a number' })
      .int('Maximum binds must be an integer')
      .min(1, 'Maximum binds must be at least 1')
      .max(100, 'Maximum binds cannot exceed 100'),
  ).default(5),
  /** Messages per second per account; 0 means no limit. */
  throughput_limit: numeric(
    z
      .number({ error: 'Throughput limit must be a number' })
      .int('Throughput limit must be an integer')
      .min(0, 'Throughput limit cannot be negative')
      .max(100_000, 'Throughput limit cannot exceed 100000 msg/s'),
  ).default(0),
  dlr_policy: dlrPolicySchema.default({
    mode: 'auto',
    delay_min_ms: 0,
    delay_max_ms: 2000,
    weights: DEFAULT_DLR_WEIGHTS,
  }),
  enabled: z.boolean({ error: 'Enabled must be true or false' }).default(true),
  /** 'on': submits go out through the MT routes instead of being stored and simulated. */
  routing: z.enum(CLIENT_ROUTING, { error: 'Routing must be off or on' }).default('off'),
  /** A routed submit that no route matches: refused (0x0B), or stored with an UNDELIV receipt. */
  no_route: z
    .enum(NO_ROUTE_ACTIONS, { error: 'With no route must be refuse or accept_report' })
    .default('refuse'),
};

export const clientCreateSchema = z.object({
  ...clientFields,
  password: smppPasswordSchema.min(1, 'Password is required'),
});
export type ClientCreateBody = z.input<typeof clientCreateSchema>;

/** Update: id in the body; a missing password keeps the old one (a new one unbinds sessions). */
export const clientUpdateSchema = z.object({
  id: idSchema,
  ...clientFields,
  password: smppPasswordSchema.min(1, 'Password is required').optional(),
});
export type ClientUpdateBody = z.input<typeof clientUpdateSchema>;

export const clientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  system_id: z.string(),
  allowed_ips: z.array(z.string()),
  max_binds: z.number().int(),
  throughput_limit: z.number().int(),
  dlr_policy: dlrPolicySchema,
  enabled: z.boolean(),
  routing: z.enum(CLIENT_ROUTING),
  no_route: z.enum(NO_ROUTE_ACTIONS),
  created_at: z.string(),
  updated_at: z.string(),
  /** Wrong passwords for the account from every address in the current window (failed binds). */
  failed_binds: z.number().int(),
  /**
   * Until then binds from the addresses that failed are refused with ESME_RBINDFAIL, even with
   * the right password; other addresses are not (null: no address is refused).
   */
  locked_until: z.string().nullable(),
  /** Submits refused with ESME_RSUBMITFAIL because the owner's balance could not cover them. */
  refused_for_balance: z.number().int(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientSessionSchema = z.object({
  session_id: z.string(),
  remote_address: z.string(),
  /** The ESME's own TCP port, telling apart sessions from one host (null once unknown). */
  remote_port: z.number().int().nullable(),
  /** Bound over the TLS listener. */
  tls: z.boolean(),
  bind_type: z.enum(['trx', 'tx', 'rx']),
  since: z.string(),
  received: z.number().int(),
  sent: z.number().int(),
});
export type ClientSession = z.infer<typeof clientSessionSchema>;

export const clientListSchema = z.object({
  clients: z.array(clientSchema),
  connections: z.record(z.string(), z.array(clientSessionSchema)),
  timestamp: z.string(),
  /** The SMPP listener ports ESMEs bind to (null while that listener is not running). */
  smpp_port: z.number().int().nullable(),
  smpp_tls_port: z.number().int().nullable(),
});
export type ClientList = z.infer<typeof clientListSchema>;

/** Magic destination numbers (Melrose Labs convention), honoured by the automatic policy. */
export const MAGIC_DESTINATIONS = [
  { suffix: '111', effect: 'Receipt delayed by 10 s' },
  { suffix: '222', effect: 'No submit_sm_resp at all' },
  { suffix: '333', effect: 'submit_sm_resp ESME_RSUBMITFAIL' },
  { suffix: '444', effect: 'submit_sm_resp ESME_RTHROTTLED' },
  { suffix: '555', effect: 'submit_sm_resp ESME_RMSGQFUL' },
  { suffix: '666', effect: 'UNDELIV receipt' },
  { suffix: '777', effect: 'EXPIRED receipt' },
] as const;

/** GET /api/client/{id}/traffic/: the account's last two minutes, one count a second. */
export const clientTrafficSchema = z.object({
  client_id: z.number().int(),
  /** Start of the last (current) second; the counts end with it, oldest first. */
  until: z.string(),
  interval_ms: z.number().int(),
  /** Submits answered with status 0. */
  accepted: z.array(z.number().int()),
  /** Submits answered with an error (throttled, refused by a magic number, …). */
  refused: z.array(z.number().int()),
  /** deliver_sm sent to the account: receipts and MO messages. */
  delivered: z.array(z.number().int()),
});
export type ClientTraffic = z.infer<typeof clientTrafficSchema>;
