import type { Gateway } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { AUTO } from '../../lib/auto-option';
import {
  NEW_GATEWAY,
  formValuesOf,
  gatewayBodyOf,
  gatewayFormSchema,
  withoutHiddenTlsOptions,
} from './gateway-form';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';

const gateway: Gateway = {
  id: 9,
  name: 'Provider A',
  host: 'smsc.example.net',
  port: 2776,
  tls: true,
  tls_verify: false,
  tls_ca: null,
  system_id: 'acme',
  system_type: 'VMA',
  bind_type: 'tx',
  interface_version: 0x50,
  addr_ton: 1,
  addr_npi: 1,
  default_charset: 'latin1',
  address_range: '',
  source_addr: 'ACME',
  source_addr_ton: 5,
  source_addr_npi: null,
  enquire_link_interval: 45,
  reconnect_delay: 10,
  window_size: 50,
  throughput_limit: 100,
  enabled: true,
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
  unmatched_receipts: { count: 0, last_at: null, last_id: null },
};

describe('gateway form', () => {
  it('reads "auto" TON/NPI as null and an empty password as "keep the stored one"', () => {
    const parsed = gatewayFormSchema.parse(formValuesOf(gateway));
    expect(parsed.source_addr_ton).toBe(5);
    expect(parsed.source_addr_npi).toBeNull();
    expect(parsed.password).toBeUndefined();
    expect(parsed.interface_version).toBe(0x50);
  });

  it('coerces typed numbers and reports each bad field by name', () => {
    const result = gatewayFormSchema.safeParse({
      ...NEW_GATEWAY,
      name: ' ',
      host: 'bad host!',
      port: '70000',
      system_id: 'x'.repeat(16),
      window_size: '0',
      source_addr_ton: AUTO,
    });
    const fields = new Map(result.error?.issues.map((issue) => [issue.path[0], issue.message]));
    expect(fields).toEqual(
      new Map([
        ['name', 'Name is required'],
        ['host', 'Enter a host name or an IP address'],
        ['port', 'Port must be between 1 and 65535'],
        ['system_id', 'System ID cannot be longer than 15 characters'],
        ['window_size', 'Window must be at least 1'],
      ]),
    );
  });

  it('builds an update that changes only what is asked and never sends a password', () => {
    const body = gatewayBodyOf({ ...gateway, tls_ca: PEM }, { enabled: false });
    expect(body).toMatchObject({ id: 9, name: 'Provider A', enabled: false, source_addr_ton: 5 });
    // A switch flipped in the list must not reset the TLS options to their defaults.
    expect(body).toMatchObject({ tls: true, tls_verify: false, tls_ca: PEM });
    expect(body.default_charset).toBe('latin1');
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('created_at');
  });

  it('sends no CA for an empty field, and the TLS options as the defaults, unchecked, with TLS off', () => {
    expect(gatewayFormSchema.parse(formValuesOf(gateway)).tls_ca).toBeNull();
    const hidden = {
      ...formValuesOf(gateway),
      tls: false,
      tls_verify: false,
      tls_ca: 'pasted junk',
    };
    expect(gatewayFormSchema.safeParse(hidden).success).toBe(false);
    expect(gatewayFormSchema.parse(withoutHiddenTlsOptions(hidden))).toMatchObject({
      tls: false,
      tls_verify: true,
      tls_ca: null,
    });
    const shown = { ...hidden, tls: true };
    expect(withoutHiddenTlsOptions(shown)).toBe(shown);
  });
});
