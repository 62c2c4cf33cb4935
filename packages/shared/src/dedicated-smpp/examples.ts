import { answerExample, requestExample } from '../common/example.js';
import {
  dedicatedSmppCancelledSchema,
  dedicatedSmppCreateSchema,
  dedicatedSmppPreviewSchema,
  dedicatedSmppSchema,
  dedicatedSmppUpdateSchema,
} from './schemas.js';

export function registerDedicatedSmppExamples(): void {
  requestExample(dedicatedSmppCreateSchema, {
    ip_addresses: ['198.51.100.24', '198.51.100.25'],
    preview: false,
  });
  requestExample(dedicatedSmppUpdateSchema, {
    id: 2,
    ip_addresses: ['198.51.100.24', '198.51.100.25', '203.0.113.0/28'],
    preview: false,
  });
  answerExample(dedicatedSmppPreviewSchema, {
    preview:
      'You will be charged $16.000 now for 2 IP addresses; it renews on 2027-01-01 for $16.000 ' +
      'unless cancelled.',
  });
  answerExample(dedicatedSmppSchema, {
    id: 2,
    status: 'active',
    host: 'smpp-2.routelab.example',
    port: 2776,
    tls_port: 3551,
    listening: true,
    ip_addresses: ['198.51.100.24', '198.51.100.25'],
    period_start: '2026-12-02T00:00:00.000Z',
    period_end: '2027-01-01T00:00:00.000Z',
    grace_until: null,
    price_per_ip_micros: 8_000_000,
    price_per_period_micros: 16_000_000,
    refused_connections: {
      count: 1,
      last_address: '192.0.2.77',
      last_at: '2026-12-02T09:41:18.225Z',
    },
    sessions: [
      {
        session_id: '3-mx68gzr3-2',
        system_id: 'acme_otp',
        remote_address: '198.51.100.24',
        remote_port: 50412,
        tls: true,
        bind_type: 'trx',
        since: '2026-12-02T11:58:17.904Z',
        received: 1284,
        sent: 1291,
      },
    ],
    created_at: '2026-12-02T00:00:00.000Z',
  });
  answerExample(dedicatedSmppCancelledSchema, {
    id: 2,
    refunded_micros: 9_600_000,
    preview:
      'The subscription ends now and its listener closes. $9.600 is refunded for 18 unused whole days.',
  });
}
