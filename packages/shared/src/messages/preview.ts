import { z } from 'zod';
import { pduFieldSchema } from '../logs/schemas.js';
import { udhSchema } from './schemas.js';

/** One submit_sm of a preview: its fields decoded as the logs show them, and its octets. */
export const previewPduSchema = z.object({
  /** 1-based part number. */
  seq: z.number().int(),
  /** The whole PDU as hex; its sequence_number is a placeholder, picked when it is written. */
  hex: z.string(),
  fields: z.array(pduFieldSchema),
  /** The user data header of a part that has one (UDHI set), null otherwise. */
  udh: udhSchema.nullable(),
});
export type PreviewPdu = z.infer<typeof previewPduSchema>;

/**
 * POST /api/message/smsc/preview/ (the create body): what a send would write, with no side
 * effect and no charge. Every destination gets submit_sm like the first one's, with its own
 * destination_addr (a multipart message also gets its own concatenation reference).
 */
export const smscPreviewSchema = z.object({
  destinations: z.number().int(),
  /** The first destination's submit_sm, one per part. */
  pdus: z.array(previewPduSchema),
});
export type SmscPreview = z.infer<typeof smscPreviewSchema>;
