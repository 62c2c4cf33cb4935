import { answerExample, requestExample } from '../common/example.js';
import {
  clientCreateSchema,
  clientListSchema,
  clientSchema,
  clientTrafficSchema,
  clientUpdateSchema,
  DEFAULT_DLR_WEIGHTS,
  type Client,
} from './schemas.js';

const DLR_POLICY = {
  mode: 'auto' as const,
  delay_min_ms: 500,
  delay_max_ms: 3000,
  weights: DEFAULT_DLR_WEIGHTS,
};

const CLIENT: Client = {
  id: 3,
  name: 'Acme OTP',
  system_id: 'acme_otp',
  allowed_ips: ['198.51.100.24'],
  max_binds: 5,
  throughput_limit: 50,
  dlr_policy: DLR_POLICY,
  enabled: true,
  routing: 'off',
  no_route: 'refuse',
  created_at: '2026-11-20T09:12:33.501Z',
  updated_at: '2026-11-27T16:40:02.118Z',
  failed_binds: 0,
  locked_until: null,
  refused_for_balance: 0,
};

/** A minute of the traffic chart: one count a second, busiest in the middle. */
const perSecond = (peak: number) =>
  Array.from({ length: 60 }, (_, i) => Math.max(0, peak - Math.abs(30 - i)));

export function registerClientExamples(): void {
  requestExample(clientCreateSchema, {
    name: 'Acme OTP',
    system_id: 'acme_otp',
    password: 'Xk7pQ2m',
    allowed_ips: ['198.51.100.24'],
    max_binds: 5,
    throughput_limit: 50,
    dlr_policy: DLR_POLICY,
    enabled: true,
  });
  requestExample(clientUpdateSchema, {
    id: 3,
    name: 'Acme OTP',
    system_id: 'acme_otp',
    allowed_ips: ['198.51.100.24', '198.51.100.25'],
    max_binds: 5,
    throughput_limit: 100,
    dlr_policy: { mode: 'off' },
    enabled: true,
  });
  answerExample(clientSchema, CLIENT);
  answerExample(clientListSchema, {
    clients: [CLIENT],
    connections: {
      '3': [
        {
          session_id: '3-mx68gzr3-2',
          remote_address: '198.51.100.24',
          remote_port: 50412,
          tls: false,
          bind_type: 'trx',
          since: '2026-12-02T11:58:17.904Z',
          received: 1284,
          sent: 1291,
        },
      ],
    },
    timestamp: '2026-12-02T12:15:07.000Z',
    smpp_port: 2775,
    smpp_tls_port: 3550,
  });
  answerExample(clientTrafficSchema, {
    client_id: 3,
    until: '2026-12-02T12:15:07.000Z',
    interval_ms: 1000,
    accepted: perSecond(12),
    refused: perSecond(0),
    delivered: perSecond(11),
  });
}
