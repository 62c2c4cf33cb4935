import {
  gatewayUpdateSchema,
  npiSchema,
  smppPasswordSchema,
  tonSchema,
  type Gateway,
  type GatewayUpdateBody,
} from '@routelab/shared';
import { z } from 'zod';
import { AUTO, auto } from '../../lib/auto-option';

/**
 * The gateway contract as the dialog fills it: the source TON/NPI selects offer "auto" (null), and an empty password on edit means "keep the stored one".
 */
export const gatewayFormSchema = gatewayUpdateSchema.omit({ id: true }).extend({
  source_addr_ton: auto(tonSchema),
  source_addr_npi: auto(npiSchema),
  password: z.preprocess(
    (value) => (value === '' ? undefined : value),
    smppPasswordSchema.optional(),
  ),
});
export type GatewayFormInput = z.input<typeof gatewayFormSchema>;
export type GatewayFormOutput = z.output<typeof gatewayFormSchema>;

/**
 * The values to check and send. With TLS off its options are hidden and mean nothing: they go
 * as the defaults, unchecked, so a CA pasted and then hidden never blocks saving.
 */
export function withoutHiddenTlsOptions(values: GatewayFormInput): GatewayFormInput {
  return values.tls ? values : { ...values, tls_verify: true, tls_ca: '' };
}

export const GATEWAY_FORM_FIELDS = Object.keys(
  gatewayFormSchema.shape,
) as (keyof GatewayFormInput)[];

export const NEW_GATEWAY: GatewayFormInput = {
  name: '',
  host: '',
  port: 2775,
  tls: false,
  tls_verify: true,
  tls_ca: '',
  system_id: '',
  password: '',
  system_type: '',
  bind_type: 'trx',
  interface_version: 0x34,
  addr_ton: 0,
  addr_npi: 0,
  default_charset: 'gsm7',
  address_range: '',
  source_addr: '',
  source_addr_ton: AUTO,
  source_addr_npi: AUTO,
  enquire_link_interval: 30,
  reconnect_delay: 5,
  window_size: 10,
  throughput_limit: 0,
  enabled: true,
};

/** The form's starting values for an existing gateway; its password is never sent to us. */
export function formValuesOf(gateway: Gateway): GatewayFormInput {
  return {
    ...gatewayBodyOf(gateway),
    password: '',
    tls_ca: gateway.tls_ca ?? '',
    source_addr_ton: gateway.source_addr_ton ?? AUTO,
    source_addr_npi: gateway.source_addr_npi ?? AUTO,
  };
}

/** The update body that keeps everything of `gateway` (and its password) but `changes`. */
export function gatewayBodyOf(
  gateway: Gateway,
  changes: Partial<GatewayUpdateBody> = {},
): GatewayUpdateBody {
  return {
    id: gateway.id,
    name: gateway.name,
    host: gateway.host,
    port: gateway.port,
    tls: gateway.tls,
    tls_verify: gateway.tls_verify,
    tls_ca: gateway.tls_ca,
    system_id: gateway.system_id,
    system_type: gateway.system_type,
    bind_type: gateway.bind_type,
    interface_version: gateway.interface_version === 0x50 ? 0x50 : 0x34,
    addr_ton: gateway.addr_ton,
    addr_npi: gateway.addr_npi,
    default_charset: gateway.default_charset,
    address_range: gateway.address_range,
    source_addr: gateway.source_addr,
    source_addr_ton: gateway.source_addr_ton,
    source_addr_npi: gateway.source_addr_npi,
    enquire_link_interval: gateway.enquire_link_interval,
    reconnect_delay: gateway.reconnect_delay,
    window_size: gateway.window_size,
    throughput_limit: gateway.throughput_limit,
    enabled: gateway.enabled,
    ...changes,
  };
}
