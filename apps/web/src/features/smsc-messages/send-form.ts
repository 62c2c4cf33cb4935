import {
  npiSchema,
  smscMessageCreateSchema,
  tonSchema,
  type Gateway,
  type SmscMessageCreateBody,
} from '@routelab/shared';
import { z } from 'zod';
import { AUTO } from '../gateways/gateway-form';

const auto = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === AUTO ? null : value), schema.nullable());

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
});
export type SendFormInput = z.input<typeof sendFormSchema>;

export const SEND_FORM_FIELDS = [
  'source_addr',
  'source_addr_ton',
  'source_addr_npi',
  'destinations',
  'text',
  'hex',
  'coding',
  'concatenation',
  'registered_delivery',
  'validity_period',
  'schedule_delivery_time',
  'service_type',
  'tlvs',
] as const satisfies readonly (keyof SendFormInput)[];

export function sendDefaults(gateway: Gateway): SendFormInput {
  return {
    gateway: gateway.id,
    source_addr: gateway.source_addr,
    source_addr_ton: gateway.source_addr_ton ?? AUTO,
    source_addr_npi: gateway.source_addr_npi ?? AUTO,
    destinations: [],
    dest_addr_ton: null,
    dest_addr_npi: null,
    text: '',
    hex: '',
    coding: 'auto',
    concatenation: 'udh8',
    registered_delivery: 1,
    validity_period: '',
    schedule_delivery_time: '',
    service_type: '',
    tlvs: [],
    load_test: null,
  };
}

export type SendBody = SmscMessageCreateBody;
