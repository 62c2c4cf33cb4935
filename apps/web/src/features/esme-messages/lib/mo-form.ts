import { esmeMoCreateSchema, npiSchema, tonSchema } from '@routelab/shared';
import type { z } from 'zod';
import { AUTO, auto } from '../../../lib/auto-option';

/** The MO contract as its dialog fills it: TON/NPI selects offer "auto" (detected, null). */
export const moFormSchema = esmeMoCreateSchema.extend({
  source_addr_ton: auto(tonSchema),
  source_addr_npi: auto(npiSchema),
  dest_addr_ton: auto(tonSchema),
  dest_addr_npi: auto(npiSchema),
});
export type MoFormInput = z.input<typeof moFormSchema>;

export const MO_FORM_FIELDS = [
  'client',
  'source_addr',
  'source_addr_ton',
  'source_addr_npi',
  'destination_addr',
  'dest_addr_ton',
  'dest_addr_npi',
  'text',
  'coding',
] as const;

export const moDefaults = (client: number): MoFormInput => ({
  client,
  source_addr: '',
  source_addr_ton: AUTO,
  source_addr_npi: AUTO,
  destination_addr: '',
  dest_addr_ton: AUTO,
  dest_addr_npi: AUTO,
  text: '',
  coding: 'auto',
});
