import { z } from 'zod';
import { MESSAGE_STATUSES } from '../messages/schemas.js';

/**
 * Events a subscriber must not lose (webhooks, payment notifications): written to the outbox in
 * the transaction of the change they describe and delivered from there at least once, in order
 * per user. Unlike live events, they are kept while nobody listens.
 */
export const DURABLE_EVENT_KINDS = [
  'message.received',
  'message.receipt',
  'esme.message.received',
  'esme.report.sent',
] as const;
export type DurableEventKind = (typeof DURABLE_EVENT_KINDS)[number];

/** `message.received`: an MO message arrived through a gateway (a long one once complete). */
export const messageReceivedEventSchema = z.object({
  message_id: z.number().int(),
  gateway_id: z.number().int(),
  source_addr: z.string(),
  destination_addr: z.string(),
  text: z.string(),
  data_coding: z.number().int(),
  parts: z.number().int(),
  received_at: z.number().int(),
});

/** `message.receipt`: a delivery receipt updated a message sent through a gateway. */
export const messageReceiptEventSchema = z.object({
  message_id: z.number().int(),
  gateway_id: z.number().int(),
  /** The id the SMSC gave the part, as the receipt names it. */
  smsc_message_id: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** The receipt's text as received. */
  text: z.string(),
  received_at: z.number().int(),
});

/**
 * `esme.message.received`: an ESME account's submit was stored (a long one once all its parts
 * are in). Written only for accounts with a webhook that wants it; the rest is read when sent.
 */
export const esmeMessageReceivedEventSchema = z.object({
  message_id: z.number().int(),
  client_id: z.number().int(),
});

/** `esme.report.sent`: an ESME account accepted a delivery report (deliver_sm_resp 0). */
export const esmeReportSentEventSchema = z.object({
  message_id: z.number().int(),
  part_id: z.number().int(),
  client_id: z.number().int(),
  status: z.enum(MESSAGE_STATUSES),
  /** The receipt's text as sent. */
  text: z.string(),
  sent_at: z.number().int(),
});

export const durableEventDataSchemas = {
  'message.received': messageReceivedEventSchema,
  'message.receipt': messageReceiptEventSchema,
  'esme.message.received': esmeMessageReceivedEventSchema,
  'esme.report.sent': esmeReportSentEventSchema,
} as const satisfies Record<DurableEventKind, z.ZodType>;

export type DurableEventData<K extends DurableEventKind = DurableEventKind> = z.infer<
  (typeof durableEventDataSchemas)[K]
>;

const durableEventOf = <K extends DurableEventKind>(kind: K) =>
  z.object({ kind: z.literal(kind), data: durableEventDataSchemas[kind] });

/** One durable event as `{ kind, data }`, discriminated on `kind`. */
export const durableEventSchema = z.discriminatedUnion('kind', [
  durableEventOf('message.received'),
  durableEventOf('message.receipt'),
  durableEventOf('esme.message.received'),
  durableEventOf('esme.report.sent'),
]);

/** A durable event of one kind with its data (a union over the kinds for `DurableEvent`). */
export type DurableEvent<K extends DurableEventKind = DurableEventKind> = {
  [Kind in K]: { kind: Kind; data: DurableEventData<Kind> };
}[K];
