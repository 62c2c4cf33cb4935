import {
  npiSchema,
  smscMessageCreateSchema,
  tonSchema,
  type Gateway,
  type SmscMessageCreateBody,
} from '@routelab/shared';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { AUTO, auto } from '../../lib/auto-option';

/** The message class select's value for "no class". */
export const NO_CLASS = 'none';

/** One destination a line; blank lines are ignored. */
export const destinationLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The message contract as the Send SMS dialog fills it: "auto" TON/NPI as the AUTO select value.
 */
export const sendFormSchema = smscMessageCreateSchema.safeExtend({
  source_addr_ton: auto(tonSchema),
  source_addr_npi: auto(npiSchema),
  message_class: z.preprocess(
    (value) => (value === NO_CLASS ? null : value),
    smscMessageCreateSchema.shape.message_class,
  ),
});
export type SendFormInput = z.input<typeof sendFormSchema>;

export const SEND_FORM_FIELDS = [
  'source_addr',
  'source_addr_ton',
  'source_addr_npi',
  'destinations',
  'allow_alphanumeric',
  'text',
  'hex',
  'coding',
  'concatenation',
  'registered_delivery',
  'validity_period',
  'validity_period.amount',
  'validity_period.at',
  'schedule_delivery_time',
  'schedule_delivery_time.amount',
  'schedule_delivery_time.at',
  'service_type',
  'tlvs',
  'message_class',
  'protocol_id',
  'priority_flag',
  'esm_class',
  'udh',
  'packed',
] as const satisfies readonly FieldPath<SendFormInput>[];

export function sendDefaults(gateway: Gateway): SendFormInput {
  return {
    gateway: gateway.id,
    source_addr: gateway.source_addr,
    source_addr_ton: gateway.source_addr_ton ?? AUTO,
    source_addr_npi: gateway.source_addr_npi ?? AUTO,
    destinations: [],
    dest_addr_ton: null,
    dest_addr_npi: null,
    allow_alphanumeric: false,
    text: '',
    hex: '',
    coding: 'auto',
    concatenation: 'udh8',
    registered_delivery: 1,
    validity_period: '',
    schedule_delivery_time: '',
    service_type: '',
    tlvs: [],
    message_class: NO_CLASS,
    protocol_id: 0,
    priority_flag: 0,
    esm_class: 0,
    udh: false,
    packed: false,
    load_test: null,
  };
}

export type SendBody = SmscMessageCreateBody;
