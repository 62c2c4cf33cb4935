import { z } from 'zod';
import { destinationProblem, NOT_A_NUMBER, TOO_MANY_DIGITS } from '../common/address-type.js';
import { canonicalId } from '../common/id.js';
import { numeric } from '../common/numeric.js';
import { pageQuerySchema } from '../common/paging.js';
import { addressSchema, npiSchema, smppTimeSchema, tonSchema } from '../common/smpp-fields.js';
import { DLR_OUTCOMES } from '../clients/schemas.js';

export const MESSAGE_STATUSES = [
  'queued',
  'submitted',
  'failed',
  'delivered',
  'undeliverable',
  'expired',
  'rejected',
  'unknown',
  'accepted',
  'deleted',
  'enroute',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** mt: sent through a gateway; mo: received from a gateway; esme: received from an ESME account. */
export const MESSAGE_DIRECTIONS = ['mt', 'mo', 'esme'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

export const CODINGS = ['auto', 'gsm7', 'latin1', 'ucs2', 'binary'] as const;
export type Coding = (typeof CODINGS)[number];

export const CONCATENATIONS = ['udh8', 'udh16', 'sar', 'payload'] as const;
export type Concatenation = (typeof CONCATENATIONS)[number];

const hexSchema = z
  .string({ error: 'Hex must be text' })
  .trim()
  .regex(/^([0-9a-fA-F]{2})*$/, 'Use an even number of hex digits (0-9, A-F)');

export const extraTlvSchema = z.object({
  tag: numeric(
    z
      .number({ error: 'Tag must be a number' })
      .int('Tag must be an integer')
      .min(1, 'Tag must be between 0x0001 and 0xFFFF')
      .max(0xffff, 'Tag must be between 0x0001 and 0xFFFF'),
  ),
  value: hexSchema.max(1000, 'TLV value cannot exceed 500 bytes'),
});

const destinationSchema = z
  .string({ error: 'Destination is required' })
  .trim()
  .min(1, 'Destination is required')
  .max(20, 'Destination cannot be longer than 20 characters')
  .regex(/^[\x20-\x7e]*$/, 'Destination must be printable ASCII');

/** GSM message classes (0 is flash: shown at once, not stored). */
export const MESSAGE_CLASSES = [0, 1, 2, 3] as const;

export const SMPP_TIME_UNITS = ['minutes', 'hours'] as const;
export type SmppTimeUnit = (typeof SMPP_TIME_UNITS)[number];
/** SMPP's relative time has two digits for days; months and years vary in length. */
export const MAX_RELATIVE_MINUTES = 99 * 24 * 60;
export const MINUTES_PER_UNIT: Readonly<Record<SmppTimeUnit, number>> = { minutes: 1, hours: 60 };

/**
 * A validity period or schedule: the SMPP time itself (`''` for none), or a relative span in
 * minutes or hours, or an absolute date-time; the server writes the latter two in SMPP form.
 */
export const smppTimeInputSchema = z.union(
  [
    smppTimeSchema,
    z.discriminatedUnion('type', [
      z
        .object({
          type: z.literal('relative'),
          amount: numeric(
            z
              .number({ error: 'Duration must be a number' })
              .int('Duration must be an integer')
              .min(1, 'Duration must be at least 1'),
          ),
          unit: z.enum(SMPP_TIME_UNITS, { error: 'Choose minutes or hours' }),
        })
        .refine((time) => time.amount * MINUTES_PER_UNIT[time.unit] <= MAX_RELATIVE_MINUTES, {
          path: ['amount'],
          message: 'A relative time cannot exceed 99 days',
        }),
      z.object({
        type: z.literal('absolute'),
        at: z.iso.datetime({ error: 'Use an ISO 8601 date-time', offset: true }),
      }),
    ]),
  ],
  { error: 'Give an SMPP time, or a relative or an absolute time' },
);
export type SmppTimeInput = z.input<typeof smppTimeInputSchema>;

/** The server's refusal of a text its coding cannot carry (the console names the characters). */
export const UNENCODABLE_TEXT =
  'The chosen coding cannot carry some characters of the text: choose UCS-2 or Auto';

export const MAX_DESTINATIONS = 1000;
export const MAX_LOAD_TEST_COUNT = 100_000;

export const smscMessageCreateSchema = z
  .object({
    gateway: canonicalId(
      z.number({ error: 'Choose a gateway' }).int('Choose a gateway').positive('Choose a gateway'),
    ),
    source_addr: addressSchema.default(''),
    /** null: detected from the address (alphanumeric, international, national, short code). */
    source_addr_ton: tonSchema.nullable().default(null),
    source_addr_npi: npiSchema.nullable().default(null),
    destinations: z
      .array(destinationSchema, { error: 'Enter at least one destination' })
      .min(1, 'Enter at least one destination')
      .max(MAX_DESTINATIONS, `At most ${MAX_DESTINATIONS} destinations per request`),
    dest_addr_ton: tonSchema.nullable().default(null),
    dest_addr_npi: npiSchema.nullable().default(null),
    /**
     * Destinations that are not phone numbers (`abc`) go only when this is true (or
     * dest_addr_ton is 5): mostly they are typing slips, and SMSCs refuse them after the charge.
     */
    allow_alphanumeric: z
      .boolean({ error: 'Allow alphanumeric must be true or false' })
      .default(false),
    text: z
      .string({ error: 'Text must be text' })
      .max(10_000, 'Text cannot exceed 10000 characters')
      .default(''),
    /** Binary body as hex; used when coding is binary. */
    hex: hexSchema.max(20_000, 'Binary body cannot exceed 10000 bytes').default(''),
    coding: z.enum(CODINGS, { error: 'Choose a coding' }).default('auto'),
    concatenation: z
      .enum(CONCATENATIONS, { error: 'Choose a concatenation method' })
      .default('udh8'),
    registered_delivery: numeric(
      z
        .number({ error: 'Registered delivery must be a number' })
        .int('Registered delivery must be an integer')
        .min(0, 'Registered delivery must be between 0 and 255')
        .max(255, 'Registered delivery must be between 0 and 255'),
    ).default(1),
    validity_period: smppTimeInputSchema.default(''),
    schedule_delivery_time: smppTimeInputSchema.default(''),
    /** null: no class (data_coding as the coding gives it); 0 is flash. */
    message_class: numeric(
      z
        .number({ error: 'Message class must be a number' })
        .int('Message class must be an integer')
        .min(0, 'Message class must be between 0 and 3')
        .max(3, 'Message class must be between 0 and 3'),
    )
      .nullable()
      .default(null),
    protocol_id: numeric(
      z
        .number({ error: 'Protocol ID must be a number' })
        .int('Protocol ID must be an integer')
        .min(0, 'Protocol ID must be between 0 and 255')
        .max(255, 'Protocol ID must be between 0 and 255'),
    ).default(0),
    priority_flag: numeric(
      z
        .number({ error: 'Priority must be a number' })
        .int('Priority must be an integer')
        .min(0, 'Priority must be between 0 and 3')
        .max(3, 'Priority must be between 0 and 3'),
    ).default(0),
    /** Sent as given, with UDHI (0x40) added whenever a UDH goes out. */
    esm_class: numeric(
      z
        .number({ error: 'ESM class must be a number' })
        .int('ESM class must be an integer')
        .min(0, 'ESM class must be between 0 and 255')
        .max(255, 'ESM class must be between 0 and 255'),
    ).default(0),
    /** Binary only: the hex starts with a user data header of its own. */
    udh: z.boolean({ error: 'UDH must be true or false' }).default(false),
    /** GSM 7-bit text packed as septets (some links want it so) instead of one per octet. */
    packed: z.boolean({ error: 'Packed must be true or false' }).default(false),
    service_type: z
      .string({ error: 'Service type must be text' })
      .trim()
      .max(5, 'Service type cannot be longer than 5 characters')
      .regex(/^[\x20-\x7e]*$/, 'Service type must be printable ASCII')
      .default(''),
    tlvs: z.array(extraTlvSchema).max(20, 'At most 20 extra TLVs').default([]),
    /** Load-test mode: send `count` copies to the destinations at `rate` msg/s. */
    load_test: z
      .object({
        count: numeric(
          z
            .number({ error: 'Count must be a number' })
            .int('Count must be an integer')
            .min(1, 'Count must be at least 1')
            .max(MAX_LOAD_TEST_COUNT, `Count cannot exceed ${MAX_LOAD_TEST_COUNT}`),
        ),
        rate: numeric(
          z
            .number({ error: 'Rate must be a number' })
            .int('Rate must be an integer')
            .min(1, 'Rate must be at least 1 msg/s')
            .max(10_000, 'Rate cannot exceed 10000 msg/s'),
        ),
      })
      .nullable()
      .default(null),
  })
  .superRefine((m, context) => {
    m.destinations.forEach((destination, index) => {
      // One message a line: one the element's own rules gave already is enough.
      if (!destinationSchema.safeParse(destination).success) return;
      const problem = destinationProblem(destination, {
        allowAlphanumeric: m.allow_alphanumeric,
        ton: m.dest_addr_ton,
      });
      const path = ['destinations', index];
      // Each message written out, so the translation guards can read it from this source.
      if (problem === NOT_A_NUMBER)
        context.addIssue({ code: 'custom', path, message: NOT_A_NUMBER });
      if (problem === TOO_MANY_DIGITS) {
        context.addIssue({ code: 'custom', path, message: TOO_MANY_DIGITS });
      }
    });
  })
  .refine((m) => (m.coding === 'binary' ? m.hex.length > 0 : m.text.length > 0), {
    path: ['text'],
    message: 'Enter the message text (or hex for binary)',
  })
  .refine((m) => !m.udh || m.coding === 'binary', {
    path: ['udh'],
    message: 'A UDH of your own needs binary coding',
  })
  .refine((m) => !m.packed || m.coding === 'auto' || m.coding === 'gsm7', {
    path: ['packed'],
    message: 'Only GSM 7-bit text can be packed',
  });
export type SmscMessageCreateBody = z.input<typeof smscMessageCreateSchema>;

export const messageCreateResultSchema = z.object({
  ids: z.array(z.number().int()),
  /** Present in load-test mode: follow it in the event stream and GET .../load-test/{id}/. */
  load_test_id: z.string().nullable(),
});

export const ORDERINGS = [
  'created_at',
  '-created_at',
  'status',
  '-status',
  'destination_addr',
  '-destination_addr',
] as const;

export const messageListQuerySchema = pageQuerySchema.extend({
  gateway: canonicalId(z.number().int().positive()).optional(),
  client: canonicalId(z.number().int().positive()).optional(),
  status: z.enum(MESSAGE_STATUSES, { error: 'Unknown status' }).optional(),
  direction: z.enum(MESSAGE_DIRECTIONS, { error: 'Unknown direction' }).optional(),
  search: z.string().trim().max(200, 'Search is too long').optional(),
  date_from: z.iso.datetime({ error: 'Use an ISO 8601 date-time', offset: true }).optional(),
  date_to: z.iso.datetime({ error: 'Use an ISO 8601 date-time', offset: true }).optional(),
  ordering: z.enum(ORDERINGS, { error: 'Unknown ordering' }).default('-created_at'),
  /** Only the messages of this load test. */
  load_test: z.uuid({ error: 'Not a load test id' }).optional(),
  /** 'true': leave load tests' messages out (thousands of them bury the manual sends). */
  hide_load_tests: z.enum(['true', 'false'], { error: 'Use true or false' }).optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** The user data header a part starts with (esm_class UDHI), read for display. */
export const udhSchema = z.object({
  /** Octets the header takes, its length octet included: where the part's body starts. */
  length: z.number().int(),
  concatenation: z
    .object({
      reference: z.number().int(),
      total: z.number().int(),
      seq: z.number().int(),
      bits: z.union([z.literal(8), z.literal(16)]),
    })
    .nullable(),
  ports: z
    .object({
      destination: z.number().int(),
      source: z.number().int(),
      bits: z.union([z.literal(8), z.literal(16)]),
    })
    .nullable(),
  /** Every other information element: its identifier and its data as hex. */
  others: z.array(z.object({ id: z.number().int(), hex: z.string() })),
});
export type Udh = z.infer<typeof udhSchema>;

export const messagePartSchema = z.object({
  seq: z.number().int(),
  message_id: z.string().nullable(),
  command_status: z.number().int().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  submitted_at: z.string().nullable(),
  responded_at: z.string().nullable(),
  done_at: z.string().nullable(),
  dlr_text: z.string().nullable(),
  short_message_hex: z.string(),
  /**
   * Received from an ESME: its receipt was refused (deliver_sm_resp with an error) and is tried
   * again at next_attempt_at, or was given up at failed_at. Absent or null otherwise.
   */
  receipt_refusal: z
    .object({
      attempts: z.number().int(),
      command_status: z.number().int(),
      error: z.string(),
      next_attempt_at: z.string().nullable(),
      failed_at: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /** Null when esm_class has no UDHI or the header is malformed (then all octets are body). */
  udh: udhSchema.nullable(),
});
export type MessagePart = z.infer<typeof messagePartSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  gateway_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  source_addr: z.string(),
  source_addr_ton: z.number().int(),
  source_addr_npi: z.number().int(),
  destination_addr: z.string(),
  dest_addr_ton: z.number().int(),
  dest_addr_npi: z.number().int(),
  text: z.string(),
  data_coding: z.number().int(),
  esm_class: z.number().int(),
  registered_delivery: z.number().int(),
  parts: z.number().int(),
  message_id: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  command_status: z.number().int().nullable(),
  error: z.string().nullable(),
  dlr_text: z.string().nullable(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  done_at: z.string().nullable(),
  /**
   * Micro-dollars a sent message cost, net of the refunds of its segments the SMSC never
   * accepted; null for received (MO) messages and with billing off.
   */
  cost_micros: z.number().int().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** Submit_sm fields of a sent message beyond its coding and esm_class, as they went out. */
export const sendOptionsSchema = z.object({
  protocol_id: z.number().int(),
  priority_flag: z.number().int(),
  /** SMPP time form, '' for none. */
  validity_period: z.string(),
  schedule_delivery_time: z.string(),
  packed: z.boolean(),
  udh: z.boolean(),
});
export type SendOptions = z.infer<typeof sendOptionsSchema>;

export const messageDetailSchema = messageSchema.extend({
  part_list: z.array(messagePartSchema),
  /** `name`: the SMPP name of a known tag (sar_msg_ref_num), null for vendor-specific ones. */
  tlvs: z.array(
    z.object({ tag: z.number().int(), name: z.string().nullable(), value: z.string() }),
  ),
  /** Sent SMS only. */
  send_options: sendOptionsSchema.optional(),
  /**
   * Sent SMS of gateway mode (issue 37): the received message it carries, from which ESME
   * account; null (or absent) for a message sent any other way.
   */
  routed_from: z
    .object({
      client_id: z.number().int(),
      esme_message_id: z.number().int(),
      /** RouteLab's message id as the ESME knows it (its submit_sm_resp). */
      message_id: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /**
   * Received SMS of gateway mode (issue 37): where MO routes relayed the message's parts (to
   * which ESME account, by which route, and whether the account took each); empty when no route
   * took it; absent for sent messages.
   */
  relayed_to: z
    .array(
      z.object({
        seq: z.number().int(),
        client_id: z.number().int(),
        system_id: z.string(),
        route_id: z.number().int().nullable(),
        /** null: the route has been deleted since. */
        route_name: z.string().nullable(),
        state: z.enum(['queued', 'sent', 'failed']),
        /** deliver_sm the account refused so far. */
        attempts: z.number().int(),
        /** The account's last refusal, if any. */
        command_status: z.number().int().nullable(),
        done_at: z.string().nullable(),
      }),
    )
    .optional(),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;
export type MoRelay = NonNullable<MessageDetail['relayed_to']>[number];

/**
 * What only received messages (ESME side) carry: times the submit gave and a replacement. The
 * server always sends them; optional so that a plain Message still reads as one.
 */
const esmeMessageFields = {
  /** schedule_delivery_time as an ISO time; null: deliver at once. */
  scheduled_at: z.string().nullable().optional(),
  /** When validity_period ends, as an ISO time; null: none given. */
  valid_until: z.string().nullable().optional(),
  /** The message that replaced this pending one (replace_if_present_flag); null: none. */
  replaced_by: z.number().int().nullable().optional(),
  /**
   * What its accepted parts were charged, in micro-dollars (a long message's parts add up; 0
   * when refused); null: nothing is charged because billing is off.
   */
  cost_micros: z.number().int().nullable(),
  /**
   * Gateway mode (issue 37): where each routed part went — the Sent SMS message carrying it,
   * its gateway and route, the provider's message id and status. Empty when not routed.
   */
  routed: z
    .array(
      z.object({
        seq: z.number().int(),
        sent_message_id: z.number().int(),
        gateway_id: z.number().int().nullable(),
        route_id: z.number().int().nullable(),
        route_name: z.string().nullable(),
        provider_message_id: z.string().nullable(),
        status: z.enum(MESSAGE_STATUSES),
      }),
    )
    .optional(),
};

export const esmeMessageSchema = messageSchema.extend(esmeMessageFields);
export type EsmeMessage = z.infer<typeof esmeMessageSchema>;

export const esmeMessageDetailSchema = messageDetailSchema.extend(esmeMessageFields);
export type EsmeMessageDetail = z.infer<typeof esmeMessageDetailSchema>;

/** POST /api/message/esme/create/: a delivery report for a received message. */
export const esmeReportCreateSchema = z.object({
  message: canonicalId(
    z.number({ error: 'Choose a message' }).int('Choose a message').positive('Choose a message'),
    'bigint',
  ),
  status: z.enum(DLR_OUTCOMES, { error: 'Choose a receipt status' }),
  error_code: numeric(
    z
      .number({ error: 'Error code must be a number' })
      .int('Error code must be an integer')
      .min(0, 'Error code must be between 0 and 999')
      .max(999, 'Error code must be between 0 and 999'),
  ).default(0),
});
export type EsmeReportCreateBody = z.input<typeof esmeReportCreateSchema>;

/** POST /api/message/esme/create/: the delivery report made for a received message. */
export const reportResultSchema = z.object({
  message: z.number().int(),
  /** Parts that get the report (those whose registered_delivery asks for this outcome). */
  reports: z.number().int(),
  /** false: no receiver session is bound; the report waits for one (up to 72 h). */
  sent_now: z.boolean(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

/** A mobile-originated deliver_sm from the console to an account's bound session. */
export const esmeMoCreateSchema = z.object({
  client: canonicalId(
    z.number({ error: 'Choose an account' }).int('Choose an account').positive('Choose an account'),
  ),
  source_addr: z
    .string({ error: 'Source is required' })
    .trim()
    .min(1, 'Source is required')
    .max(20, 'Source cannot be longer than 20 characters')
    .regex(/^[\x20-\x7e]*$/, 'Source must be printable ASCII'),
  /** null: detected from the address as on the client side (ACME 5/0, +4915… 1/1, 12345 3/0). */
  source_addr_ton: tonSchema.nullable().default(null),
  source_addr_npi: npiSchema.nullable().default(null),
  destination_addr: destinationSchema,
  dest_addr_ton: tonSchema.nullable().default(null),
  dest_addr_npi: npiSchema.nullable().default(null),
  text: z
    .string({ error: 'Text is required' })
    .min(1, 'Text is required')
    .max(10_000, 'Text cannot exceed 10000 characters'),
  coding: z.enum(['auto', 'gsm7', 'latin1', 'ucs2'], { error: 'Choose a coding' }).default('auto'),
});
export type EsmeMoCreateBody = z.input<typeof esmeMoCreateSchema>;

/** POST /api/message/esme/mo/: the parts sent to the bound receiver. */
export const moResultSchema = z.object({
  parts: z.number().int(),
  /** command_status of each part's deliver_sm_resp. */
  statuses: z.array(z.number().int()),
});
export type MoResult = z.infer<typeof moResultSchema>;
