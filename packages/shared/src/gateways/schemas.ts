import { z } from 'zod';
import { numeric } from '../common/numeric.js';
import { idSchema } from '../common/id.js';
import {
  addressSchema,
  hostSchema,
  npiSchema,
  portSchema,
  smppPasswordSchema,
  systemIdSchema,
  systemTypeSchema,
  tonSchema,
} from '../common/smpp-fields.js';
import { isPlainText } from '../common/plain-text.js';
import { caCertificatesSchema } from './ca-certificates.js';

export const BIND_TYPES = ['trx', 'tx', 'rx'] as const;
export type BindType = (typeof BIND_TYPES)[number];

/** interface_version values offered: SMPP 3.4 (0x34) and 5.0 (0x50). */
export const INTERFACE_VERSIONS = [0x34, 0x50] as const;

/**
 * What data_coding 0 (the "SMSC default alphabet") means on a gateway's link: GSM 03.38 as SMPP
 * says, or ASCII (IA5) or Latin-1 where the SMSC reads it so, like Kannel's alt-charset. Used
 * for MO and receipt text and for what is sent with data_coding 0.
 */
export const DEFAULT_CHARSETS = ['gsm7', 'ascii', 'latin1'] as const;
export type DefaultCharset = (typeof DEFAULT_CHARSETS)[number];

export const CONNECTION_STATES = ['disconnected', 'connecting', 'bound', 'error'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

const gatewayFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name cannot be longer than 100 characters')
    .refine(isPlainText, 'Name cannot contain control or text-direction characters'),
  host: hostSchema,
  port: portSchema,
  tls: z.boolean({ error: 'TLS must be true or false' }).default(false),
  /** With TLS on: check the SMSC's certificate (off = accept any, e.g. a self-signed one). */
  tls_verify: z.boolean({ error: 'Certificate verification must be true or false' }).default(true),
  /** With TLS on: PEM certificates to trust for the SMSC instead of the public CAs. */
  tls_ca: caCertificatesSchema,
  system_id: systemIdSchema,
  system_type: systemTypeSchema.default(''),
  bind_type: z.enum(BIND_TYPES, { error: 'Bind type must be trx, tx or rx' }).default('trx'),
  interface_version: z
    .union([z.literal(0x34), z.literal(0x50)], {
      error: 'Interface version must be 52 (3.4) or 80 (5.0)',
    })
    .default(0x34),
  addr_ton: tonSchema.default(0),
  addr_npi: npiSchema.default(0),
  default_charset: z
    .enum(DEFAULT_CHARSETS, { error: 'Default charset must be gsm7, ascii or latin1' })
    .default('gsm7'),
  address_range: z
    .string({ error: 'Address range must be text' })
    .trim()
    .max(40, 'Address range cannot be longer than 40 characters')
    .regex(/^[\x20-\x7e]*$/, 'Address range must be printable ASCII')
    .default(''),
  source_addr: addressSchema.default(''),
  source_addr_ton: tonSchema.nullable().default(null),
  source_addr_npi: npiSchema.nullable().default(null),
  enquire_link_interval: numeric(
    z
      .number({ error: 'Enquire link interval must be a number' })
      .int('Enquire link interval must be whole seconds')
      .min(5, 'Enquire link interval must be at least 5 seconds')
      .max(600, 'Enquire link interval cannot exceed 600 seconds'),
  ).default(30),
  reconnect_delay: numeric(
    z
      .number({ error: 'Reconnect delay must be a number' })
      .int('Reconnect delay must be whole seconds')
      .min(1, 'Reconnect delay must be at least 1 second')
      .max(600, 'Reconnect delay cannot exceed 600 seconds'),
  ).default(5),
  window_size: numeric(
    z
      .number({ error: 'Window must be a number' })
      .int('Window must be an integer')
      .min(1, 'Window must be at least 1')
      .max(1000, 'Window cannot exceed 1000'),
  ).default(10),
  /** Messages per second; 0 means no limit. */
  throughput_limit: numeric(
    z
      .number({ error: 'Throughput limit must be a number' })
      .int('Throughput limit must be an integer')
      .min(0, 'Throughput limit cannot be negative')
      .max(10_000, 'Throughput limit cannot exceed 10000 msg/s'),
  ).default(0),
  enabled: z.boolean({ error: 'Enabled must be true or false' }).default(true),
};

export const gatewayCreateSchema = z.object({
  ...gatewayFields,
  password: smppPasswordSchema,
});
export type GatewayCreateBody = z.input<typeof gatewayCreateSchema>;

/** Update: the id in the body (spec: PUT /api/gateway/update/); a missing password keeps the old one. */
export const gatewayUpdateSchema = z.object({
  id: idSchema,
  ...gatewayFields,
  password: smppPasswordSchema.optional(),
});
export type GatewayUpdateBody = z.input<typeof gatewayUpdateSchema>;

export const gatewaySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  tls: z.boolean(),
  tls_verify: z.boolean(),
  tls_ca: z.string().nullable(),
  system_id: z.string(),
  system_type: z.string(),
  bind_type: z.enum(BIND_TYPES),
  interface_version: z.number().int(),
  addr_ton: z.number().int(),
  addr_npi: z.number().int(),
  default_charset: z.enum(DEFAULT_CHARSETS),
  address_range: z.string(),
  source_addr: z.string(),
  source_addr_ton: z.number().int().nullable(),
  source_addr_npi: z.number().int().nullable(),
  enquire_link_interval: z.number().int(),
  reconnect_delay: z.number().int(),
  window_size: z.number().int(),
  throughput_limit: z.number().int(),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Delivery receipts from this SMSC that matched no sent part, and the last one. */
  unmatched_receipts: z.object({
    count: z.number().int(),
    last_at: z.string().nullable(),
    last_id: z.string().nullable(),
  }),
});
export type Gateway = z.infer<typeof gatewaySchema>;

/**
 * Why a gateway's connection failed or ended, as the console words it in the user's language:
 * the SMSC could not be reached, refused the bind (with its command status), the certificate or
 * the handshake failed, the port seems to want TLS, a bound session was lost, or something else.
 */
export const GATEWAY_FAILURE_KINDS = [
  'unreachable',
  'bind-refused',
  'tls-untrusted',
  'tls-host-mismatch',
  'tls-verify',
  'tls-handshake',
  'tls-expected',
  'connection-lost',
  'other',
] as const;
export type GatewayFailureKind = (typeof GATEWAY_FAILURE_KINDS)[number];

export const gatewayConnectionSchema = z.object({
  state: z.enum(CONNECTION_STATES),
  /** When the state last changed. */
  since: z.string(),
  /** The last failure in English (the server log's words); kept while the link retries. */
  last_error: z.string().nullable(),
  /** The last failure's kind and time; null while there is none. */
  last_failure: z
    .object({
      kind: z.enum(GATEWAY_FAILURE_KINDS),
      at: z.string(),
      /** The refused bind's command status name, or why a bound session ended. */
      code: z.string().nullable(),
    })
    .nullable(),
  /** When the current session bound; null while not bound. */
  bound_since: z.string().nullable(),
  /**
   * The connection attempt under way (state connecting) or the next one (its start in `at`),
   * counted from the last bind or loss; null while bound or not running.
   */
  reconnect: z.object({ attempt: z.number().int(), at: z.string().nullable() }).nullable(),
  /** submit_sm written a second, over the last five complete seconds. */
  sent_per_second: z.number(),
  /** When the counters below started: they belong to the link, reset by an edit or a restart. */
  counters_since: z.string(),
  in_flight: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  received: z.number().int(),
});
export type GatewayConnection = z.infer<typeof gatewayConnectionSchema>;

export const gatewayListSchema = z.object({
  gateways: z.array(gatewaySchema),
  connections: z.record(z.string(), gatewayConnectionSchema),
  timestamp: z.string(),
});
export type GatewayList = z.infer<typeof gatewayListSchema>;

/**
 * What a gateway has done in all, read from what is stored (so a rebind or a restart loses
 * nothing): parts answered by the SMSC, receipts matched to them, receipts that matched none, and
 * received (MO) messages.
 */
export const gatewayLifetimeSchema = z.object({
  submitted: z.number().int(),
  receipts: z.number().int(),
  unmatched_receipts: z.number().int(),
  mo: z.number().int(),
});
export type GatewayLifetime = z.infer<typeof gatewayLifetimeSchema>;

/** GET /api/gateway/{id}/: one gateway, its live connection and its lifetime counters. */
export const gatewayDetailSchema = z.object({
  gateway: gatewaySchema,
  connection: gatewayConnectionSchema,
  lifetime: gatewayLifetimeSchema,
  timestamp: z.string(),
});
export type GatewayDetail = z.infer<typeof gatewayDetailSchema>;
