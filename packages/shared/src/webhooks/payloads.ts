import { z } from 'zod';
import { MESSAGE_STATUSES } from '../messages/schemas.js';
import { WEBHOOK_TEST_EVENT } from './schemas.js';

/**
 * The JSON bodies webhooks are POSTed: `{ id, type, created_at, data }`, `data` by `type`. Times
 * are ISO 8601 strings; ids of messages are the console's row ids, SMPP ids are strings.
 */

/** One stored part of a message an ESME submitted, in the order of its sequence numbers. */
export const webhookMessagePartSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  /** The message id we answered the submit with (null for a refused part). */
  message_id: z.string().nullable(),
  /** The part's short_message (or message_payload) as hex, UDH included. */
  short_message_hex: z.string(),
  status: z.enum(MESSAGE_STATUSES),
});

/** `message.received` (an ESME account's): a message it submitted, reassembled, with its parts. */
export const webhookMessageReceivedDataSchema = z.object({
  message_id: z.number().int(),
  client_id: z.number().int(),
  /** The SMPP message id the ESME was given. */
  smpp_message_id: z.string().nullable(),
  source_addr: z.string(),
  destination_addr: z.string(),
  /** The whole text, decoded by data_coding. */
  text: z.string(),
  data_coding: z.number().int(),
  registered_delivery: z.number().int(),
  parts: z.array(webhookMessagePartSchema),
  received_at: z.string(),
});

/** `dlr.sent` (an ESME account's): a delivery report we sent it, which it accepted. */
export const webhookDlrSentDataSchema = z.object({
  message_id: z.number().int(),
  part_id: z.number().int(),
  client_id: z.number().int(),
  smpp_message_id: z.string().nullable(),
  source_addr: z.string(),
  destination_addr: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** The receipt's text as sent (`id:… sub:… dlvrd:… stat:…`). */
  receipt_text: z.string(),
  sent_at: z.string(),
});

/** `mo.received` (a gateway's): a mobile-originated message from the provider, reassembled. */
export const webhookMoReceivedDataSchema = z.object({
  message_id: z.number().int(),
  gateway_id: z.number().int(),
  source_addr: z.string(),
  destination_addr: z.string(),
  text: z.string(),
  data_coding: z.number().int(),
  parts: z.number().int(),
  received_at: z.string(),
});

/** `dlr.received` (a gateway's): a delivery receipt for a message sent through it. */
export const webhookDlrReceivedDataSchema = z.object({
  message_id: z.number().int(),
  gateway_id: z.number().int(),
  /** The id the SMSC gave the part, as the receipt names it. */
  smsc_message_id: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  receipt_text: z.string(),
  received_at: z.string(),
});

/** `webhook.test`: sent by "Send test" only. */
export const webhookTestDataSchema = z.object({
  webhook_id: z.number().int(),
  message: z.string(),
});

export const webhookPayloadDataSchemas = {
  'message.received': webhookMessageReceivedDataSchema,
  'dlr.sent': webhookDlrSentDataSchema,
  'mo.received': webhookMoReceivedDataSchema,
  'dlr.received': webhookDlrReceivedDataSchema,
  [WEBHOOK_TEST_EVENT]: webhookTestDataSchema,
} as const;
export type WebhookPayloadType = keyof typeof webhookPayloadDataSchemas;

const payloadOf = <T extends WebhookPayloadType>(type: T) =>
  z.object({
    /** The event's id: the same in every delivery of it (redeliveries too). */
    id: z.string(),
    type: z.literal(type),
    created_at: z.string(),
    data: webhookPayloadDataSchemas[type],
  });

/** A webhook's body, discriminated on `type`. */
export const webhookPayloadSchema = z.discriminatedUnion('type', [
  payloadOf('message.received'),
  payloadOf('dlr.sent'),
  payloadOf('mo.received'),
  payloadOf('dlr.received'),
  payloadOf(WEBHOOK_TEST_EVENT),
]);
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
export type WebhookPayloadData<T extends WebhookPayloadType = WebhookPayloadType> = z.infer<
  (typeof webhookPayloadDataSchemas)[T]
>;
