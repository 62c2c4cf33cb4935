import { z } from 'zod';
import { canonicalId } from '../common/id.js';
import { pageQuerySchema } from '../common/paging.js';

export const LOG_SIDES = ['smsc', 'esme'] as const;
export type LogSide = (typeof LOG_SIDES)[number];

export const LOG_DIRECTIONS = ['in', 'out'] as const;
export const LOG_FORMATS = ['csv', 'json', 'pcap'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

const hexOrDecimal = z
  .string()
  .trim()
  .regex(/^(0x[0-9a-fA-F]{1,8}|\d{1,10})$/, 'Use a decimal number or 0x-prefixed hex')
  .transform((v) => Number(v));

/** Filters of GET /api/log/{smsc,esme}/list/ and /download/. */
export const logFilterSchema = z.object({
  gateway: canonicalId(z.number().int().positive()).optional(),
  client: canonicalId(z.number().int().positive()).optional(),
  /** command name (submit_sm) or command_id (0x00000004). */
  command: z.string().trim().max(40, 'Unknown command').optional(),
  /** status name (ESME_RTHROTTLED) or value (0x00000058, 88). */
  command_status: z
    .string()
    .trim()
    .regex(
      /^(0x[0-9a-fA-F]{1,8}|\d{1,10}|[A-Za-z][A-Za-z0-9_]{0,39})$/,
      'Use a status name such as ESME_RTHROTTLED, a decimal number or 0x-prefixed hex',
    )
    .optional(),
  direction: z.enum(LOG_DIRECTIONS, { error: 'Direction must be in or out' }).optional(),
  date_from: z.iso.datetime({ error: 'Use an ISO 8601 date-time', offset: true }).optional(),
  date_to: z.iso.datetime({ error: 'Use an ISO 8601 date-time', offset: true }).optional(),
  message_id: z.string().trim().max(65, 'Message id is too long').optional(),
  sequence_number: hexOrDecimal.optional(),
  /** One bind's PDUs (the session_id every row carries). */
  session_id: z.string().trim().max(40, 'Session id is too long').optional(),
  /**
   * Text in the decoded source or destination address, the message text (of PDUs carrying a
   * message) or the message id; any case.
   */
  search: z.string().trim().max(100, 'Search is too long').optional(),
});
export type LogFilter = z.infer<typeof logFilterSchema>;

export const logListQuerySchema = pageQuerySchema.extend(logFilterSchema.shape);
export type LogListQuery = z.infer<typeof logListQuerySchema>;

export const logDownloadQuerySchema = logFilterSchema.extend({
  format: z.enum(LOG_FORMATS, { error: 'Format must be csv, json or pcap' }).default('csv'),
});

export const pduFieldSchema = z.object({ name: z.string(), value: z.string() });

export const pduLogSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  side: z.enum(LOG_SIDES),
  /** gateway id (smsc side) or client id (esme side). */
  connection_id: z.number().int(),
  session_id: z.string(),
  direction: z.enum(LOG_DIRECTIONS),
  command_id: z.number().int(),
  command: z.string(),
  command_status: z.number().int(),
  command_status_name: z.string(),
  sequence_number: z.number().int(),
  message_id: z.string().nullable(),
  length: z.number().int(),
  /** A deliver_sm (gateway side) whose delivery receipt matched no sent part; absent otherwise. */
  unmatched_receipt: z.literal(true).optional(),
  /** Decoded on read; present in detail views and JSON downloads. */
  fields: z.array(pduFieldSchema).optional(),
  hex: z.string().optional(),
  /**
   * In detail views: the row of the response to this request, or of the request this responds to
   * (same session and sequence number); null when it is not in the log (not answered yet, or
   * before the log's retention); absent for a command that pairs with none (generic_nack…).
   */
  partner_id: z.number().int().nullable().optional(),
});
export type PduLog = z.infer<typeof pduLogSchema>;

export const pduLogListSchema = z.object({
  count: z.number().int(),
  results: z.array(pduLogSchema),
});

/**
 * GET /api/log/backlog/ and the `log.backlog` event: PDUs recorded and not yet stored, whether
 * the SMPP sessions are paused until the log catches up, and how many PDUs were not logged since
 * the server started (over the backlog's bound or a session's share of it).
 */
export const logBacklogSchema = z.object({
  pending: z.number().int(),
  paused: z.boolean(),
  dropped: z.number().int(),
});
export type LogBacklog = z.infer<typeof logBacklogSchema>;
