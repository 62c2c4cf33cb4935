import type { ApiKey } from '@routelab/shared';

/** An API key as the list answers it. */
export function makeApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 4,
    name: 'Billing script',
    prefix: 'rl_abcd1234',
    permissions: ['send_sms', 'read_sent_sms'],
    allowed_ips: [],
    enabled: true,
    rate_limit: 100,
    expires_at: null,
    last_used_at: null,
    last_used_ip: null,
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}
