import { z } from 'zod';
import { canonicalId, idSchema } from '../common/id.js';
import { numeric } from '../common/numeric.js';
import { isPlainText } from '../common/plain-text.js';
import {
  PATTERN_BACKREFERENCE,
  PATTERN_LOOKAROUND,
  PATTERN_NESTED_REPETITION,
  PATTERN_TOO_SLOW,
  unsafePatternReason,
  type UnsafePatternMessage,
} from './safe-pattern.js';

/**
 * Gateway mode (issue 37): routes carry an ESME account's submits out through the owner's SMSC
 * connections (`mt`) and the SMSCs' MO messages to an ESME account (`mo`). First match wins, by
 * `priority` (lower first).
 */
export const ROUTE_KINDS = ['mt', 'mo'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

export const ROUTE_STRATEGIES = ['static', 'round_robin', 'failover', 'least_cost'] as const;
export type RouteStrategy = (typeof ROUTE_STRATEGIES)[number];

/** Longest regular expression a route may hold (texts are tried up to MAX_PATTERN_TEXT). */
export const MAX_PATTERN_LENGTH = 200;

/** Days of the week as JavaScript numbers them: 0 Sunday … 6 Saturday. */
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const gatewayRef = canonicalId(
  z.number({ error: 'Choose an SMSC connection' }).int('Choose an SMSC connection'),
);
const clientRef = canonicalId(
  z.number({ error: 'Choose an ESME account' }).int('Choose an ESME account'),
);

/** A destination prefix: digits, a leading `+` ignored (stored without it). */
export const destinationPrefixSchema = z
  .string({ error: 'A prefix must be digits' })
  .trim()
  .transform((value) => value.replace(/^\+/, ''))
  .pipe(z.string().regex(/^\d{1,15}$/, 'A prefix must be 1 to 15 digits, optionally after +'));

const prefixes = z
  .array(destinationPrefixSchema, { error: 'Prefixes must be a list' })
  .max(500, 'At most 500 prefixes')
  .default([]);

/** True when `value` compiles as a JavaScript regular expression (flags: none). */
export function isValidPattern(value: string): boolean {
  try {
    new RegExp(value, 'u');
    return true;
  } catch {
    return false;
  }
}

/** A check passing unless the (valid) pattern is refused for `reason`: one message per pattern. */
const notUnsafeFor = (reason: UnsafePatternMessage) => (value: string) =>
  !isValidPattern(value) || unsafePatternReason(value) !== reason;

const pattern = z
  .string({ error: 'A pattern must be text' })
  .max(MAX_PATTERN_LENGTH, `A pattern cannot be longer than ${MAX_PATTERN_LENGTH} characters`)
  .refine(isValidPattern, 'Not a valid regular expression')
  // Tried on every routed submit: only patterns whose match time is bounded (safe-pattern.ts).
  .refine(notUnsafeFor(PATTERN_NESTED_REPETITION), PATTERN_NESTED_REPETITION)
  .refine(notUnsafeFor(PATTERN_BACKREFERENCE), PATTERN_BACKREFERENCE)
  .refine(notUnsafeFor(PATTERN_LOOKAROUND), PATTERN_LOOKAROUND)
  .refine(notUnsafeFor(PATTERN_TOO_SLOW), PATTERN_TOO_SLOW)
  .nullable()
  .default(null)
  .transform((value) => (value === '' ? null : value));

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for an IANA time zone name this runtime knows (e.g. Europe/Kyiv, UTC). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * When a route applies: on these days, from `from` to `to` (local time in `time_zone`; a window
 * whose `to` is earlier than its `from` runs past midnight into the next day).
 */
export const routeWindowSchema = z.object({
  days: z
    .array(
      z
        .number({ error: 'Days are numbers 0 (Sunday) to 6 (Saturday)' })
        .int('Days are numbers 0 (Sunday) to 6 (Saturday)')
        .min(0, 'Days are numbers 0 (Sunday) to 6 (Saturday)')
        .max(6, 'Days are numbers 0 (Sunday) to 6 (Saturday)'),
    )
    .min(1, 'Choose at least one day')
    .transform((days) => [...new Set(days)].sort()),
  from: z.string({ error: 'Enter a time as HH:MM' }).regex(HH_MM, 'Enter a time as HH:MM'),
  to: z.string({ error: 'Enter a time as HH:MM' }).regex(HH_MM, 'Enter a time as HH:MM'),
  time_zone: z
    .string({ error: 'Enter a time zone, e.g. Europe/Kyiv or UTC' })
    .refine(isTimeZone, 'Unknown time zone; use a name such as Europe/Kyiv or UTC'),
});
export type RouteWindow = z.infer<typeof routeWindowSchema>;

export const mtMatchSchema = z.object({
  /** Empty: every ESME account of the owner. */
  client_ids: z.array(clientRef).max(100, 'At most 100 accounts').default([]),
  /** Empty: any destination. */
  destination_prefixes: prefixes,
  source_pattern: pattern,
  text_pattern: pattern,
  window: routeWindowSchema.nullable().default(null),
});
export type MtMatch = z.infer<typeof mtMatchSchema>;

export const mtActionSchema = z.object({
  strategy: z.enum(ROUTE_STRATEGIES, {
    error: 'Strategy must be static, round_robin, failover or least_cost',
  }),
  /** The owner's SMSC connections, in order (failover tries them in this order). */
  gateway_ids: z
    .array(gatewayRef)
    .min(1, 'Choose at least one SMSC connection')
    .max(20, 'At most 20 SMSC connections')
    .refine((ids) => new Set(ids).size === ids.length, 'An SMSC connection is listed twice'),
});
export type MtAction = z.infer<typeof mtActionSchema>;

export const moMatchSchema = z.object({
  /** Empty: MO from every SMSC connection of the owner. */
  gateway_ids: z.array(gatewayRef).max(100, 'At most 100 SMSC connections').default([]),
  /** The number the MO was sent to; empty: any. */
  destination_prefixes: prefixes,
});
export type MoMatch = z.infer<typeof moMatchSchema>;

export const moActionSchema = z.object({
  /** The ESME account the MO is delivered to over SMPP (deliver_sm on a receiving bind). */
  client_id: clientRef,
});
export type MoAction = z.infer<typeof moActionSchema>;

const routeFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name cannot be longer than 100 characters')
    .refine(isPlainText, 'Name cannot contain control or text-direction characters'),
  priority: numeric(
    z
      .number({ error: 'Priority must be a number' })
      .int('Priority must be an integer')
      .min(0, 'Priority cannot be negative')
      .max(1_000_000, 'Priority cannot exceed 1000000'),
  ).default(100),
  enabled: z.boolean({ error: 'Enabled must be true or false' }).default(true),
};

const mtRouteFields = {
  kind: z.literal('mt'),
  // Left out: every submit of the owner's accounts, to any destination.
  match: mtMatchSchema.prefault({}),
  action: mtActionSchema,
};
const moRouteFields = {
  kind: z.literal('mo'),
  match: moMatchSchema.prefault({}),
  action: moActionSchema,
};
const KIND_ERROR = { error: 'Kind must be mt or mo' };

export const routeCreateSchema = z.discriminatedUnion(
  'kind',
  [z.object({ ...routeFields, ...mtRouteFields }), z.object({ ...routeFields, ...moRouteFields })],
  KIND_ERROR,
);
export type RouteCreateBody = z.input<typeof routeCreateSchema>;
export type RouteInput = z.output<typeof routeCreateSchema>;

export const routeUpdateSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ id: idSchema, ...routeFields, ...mtRouteFields }),
    z.object({ id: idSchema, ...routeFields, ...moRouteFields }),
  ],
  KIND_ERROR,
);
export type RouteUpdateBody = z.input<typeof routeUpdateSchema>;

/** Counted since the server started (the list is live: the `route.counters` event). */
export const routeCountersSchema = z.object({
  /** Messages this route sent to a gateway (MT) or delivered to an account (MO). */
  routed: z.number().int(),
  /** Messages passed on to the next gateway after a temporary error or an unbound one. */
  failed_over: z.number().int(),
});
export type RouteCounters = z.infer<typeof routeCountersSchema>;

const storedRouteFields = {
  id: z.number().int(),
  name: z.string(),
  priority: z.number().int(),
  enabled: z.boolean(),
  counters: routeCountersSchema,
  created_at: z.string(),
  updated_at: z.string(),
};

export const routeSchema = z.discriminatedUnion('kind', [
  z.object({
    ...storedRouteFields,
    kind: z.literal('mt'),
    match: mtMatchSchema,
    action: mtActionSchema,
  }),
  z.object({
    ...storedRouteFields,
    kind: z.literal('mo'),
    match: moMatchSchema,
    action: moActionSchema,
  }),
]);
export type Route = z.infer<typeof routeSchema>;

export const routeListSchema = z.object({
  routes: z.array(routeSchema),
  /** MT submits of routing accounts that no route matched, since the server started. */
  no_route: z.number().int(),
});
export type RouteList = z.infer<typeof routeListSchema>;

/** PUT /api/route/order/: the owner's routes of one kind in their new order (priority 10, 20…). */
export const routeOrderSchema = z.object({
  kind: z.enum(ROUTE_KINDS, KIND_ERROR),
  ids: z.array(idSchema).min(1, 'List the routes to order').max(1_000, 'At most 1000 routes'),
});
export type RouteOrderBody = z.input<typeof routeOrderSchema>;

/** POST /api/route/explain/: which route and gateway an account's submit would take now. */
export const routeExplainRequestSchema = z.object({
  client_id: clientRef,
  destination: z
    .string({ error: 'Destination is required' })
    .trim()
    .min(1, 'Destination is required')
    .max(21, 'Destination cannot be longer than 21 characters'),
  source: z
    .string({ error: 'Source must be text' })
    .trim()
    .max(21, 'Source cannot be longer than 21 characters')
    .default(''),
  text: z.string({ error: 'Text must be text' }).max(5_000, 'Text is too long').default(''),
});
export type RouteExplainRequest = z.input<typeof routeExplainRequestSchema>;

/** Why a route did or did not match (codes, so the console words them in its language). */
export const ROUTE_CHECKS = [
  'disabled',
  'client',
  'destination',
  'source',
  'text',
  'window',
] as const;
export type RouteCheck = (typeof ROUTE_CHECKS)[number];

/** Why a gateway of the matched route was passed over. */
export const GATEWAY_SKIPS = [
  'unbound',
  'disabled',
  'no_price',
  'not_cheapest',
  'not_next',
] as const;
export type GatewaySkip = (typeof GATEWAY_SKIPS)[number];

export const routeExplainSchema = z.object({
  /** `routing_off`: the account stores and simulates (its routing switch is off). */
  outcome: z.enum(['routed', 'no_route', 'routing_off']),
  /** The answer a submit would get: 0, or 0x0B (ESME_RINVDSTADR) when refused for no route. */
  command_status: z.number().int(),
  route_id: z.number().int().nullable(),
  gateway_id: z.number().int().nullable(),
  /** Every MT route of the owner in the order tried, up to the first that matched. */
  routes: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      priority: z.number().int(),
      matched: z.boolean(),
      /** The first check that failed (null when it matched). */
      failed: z.enum(ROUTE_CHECKS).nullable(),
    }),
  ),
  /** The matched route's gateways in its order, with the one chosen and why others were not. */
  gateways: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      chosen: z.boolean(),
      skipped: z.enum(GATEWAY_SKIPS).nullable(),
      /** Its price for the destination (least cost), micro-dollars; null: none entered. */
      price_micros: z.number().int().nullable(),
    }),
  ),
});
export type RouteExplain = z.infer<typeof routeExplainSchema>;

/** One entry of a gateway's price list: the longest prefix of a destination gives its price. */
export const gatewayPriceSchema = z.object({
  prefix: destinationPrefixSchema,
  price_micros: numeric(
    z
      .number({ error: 'Price must be a number of micro-dollars' })
      .int('Price must be whole micro-dollars')
      .min(0, 'Price cannot be negative')
      .max(100_000_000, 'Price cannot exceed 100 USD'),
  ),
});
export type GatewayPrice = z.infer<typeof gatewayPriceSchema>;

/** GET and PUT /api/gateway/{id}/prices/: the whole list (PUT replaces it). */
export const gatewayPriceListSchema = z.object({
  prices: z
    .array(gatewayPriceSchema)
    .max(10_000, 'At most 10000 prices')
    .refine(
      (prices) => new Set(prices.map((p) => p.prefix)).size === prices.length,
      'A prefix is listed twice',
    ),
});
export type GatewayPriceList = z.infer<typeof gatewayPriceListSchema>;
export type GatewayPriceListBody = z.input<typeof gatewayPriceListSchema>;

/** The routing settings of an ESME account. */
export const CLIENT_ROUTING = ['off', 'on'] as const;
export type ClientRouting = (typeof CLIENT_ROUTING)[number];
/** With no route: refuse the submit (ESME_RINVDSTADR), or accept it and send an UNDELIV receipt. */
export const NO_ROUTE_ACTIONS = ['refuse', 'accept_report'] as const;
export type NoRouteAction = (typeof NO_ROUTE_ACTIONS)[number];
