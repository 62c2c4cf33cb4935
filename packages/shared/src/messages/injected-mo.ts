import { z } from 'zod';
import { pageQuerySchema } from '../common/paging.js';

/**
 * How a deliver_sm injected into an account's session fared: answered (its deliver_sm_resp is
 * logged, with the status the ESME gave), pending (still within the session's response time) or
 * expired (never answered).
 */
export const INJECTED_MO_STATES = ['answered', 'pending', 'expired'] as const;
export type InjectedMoState = (typeof INJECTED_MO_STATES)[number];

/** GET /api/client/{id}/mo/: one deliver_sm the console sent as a mobile-originated message. */
export const injectedMoSchema = z.object({
  /** The deliver_sm's PDU log row. */
  id: z.number().int(),
  time: z.string(),
  session_id: z.string(),
  sequence_number: z.number().int(),
  source_addr: z.string(),
  destination_addr: z.string(),
  /** This part's text (a long message shows as several parts). */
  text: z.string(),
  state: z.enum(INJECTED_MO_STATES),
  /** The deliver_sm_resp's command_status; null until answered. */
  command_status: z.number().int().nullable(),
  command_status_name: z.string().nullable(),
  /** The deliver_sm_resp's PDU log row; null until answered. */
  response_id: z.number().int().nullable(),
  answered_at: z.string().nullable(),
});
export type InjectedMo = z.infer<typeof injectedMoSchema>;

export const injectedMoListQuerySchema = pageQuerySchema;

export const injectedMoListSchema = z.object({
  count: z.number().int(),
  results: z.array(injectedMoSchema),
});
export type InjectedMoList = z.infer<typeof injectedMoListSchema>;
