import { answerExample, requestExample } from '../common/example.js';
import {
  apiKeyCreateSchema,
  apiKeyListSchema,
  apiKeySchema,
  apiKeyUpdateSchema,
  createdApiKeySchema,
  type ApiKey,
} from './schemas.js';

const KEY: ApiKey = {
  id: 7,
  name: 'CRM integration',
  prefix: 'rl_FWZCAFB4',
  permissions: ['send_sms', 'read_sent_sms'],
  allowed_ips: ['203.0.113.0/24'],
  enabled: true,
  rate_limit: 100,
  expires_at: '2027-06-30T23:59:59.000Z',
  last_used_at: '2026-12-02T12:15:04.210Z',
  last_used_ip: '203.0.113.7',
  created_at: '2026-11-18T10:02:41.377Z',
};

export function registerApiKeyExamples(): void {
  requestExample(apiKeyCreateSchema, {
    name: 'CRM integration',
    permissions: ['send_sms', 'read_sent_sms'],
    allowed_ips: ['203.0.113.0/24'],
    rate_limit: 100,
    expires_at: '2027-06-30T23:59:59Z',
  });
  requestExample(apiKeyUpdateSchema, {
    id: 7,
    name: 'CRM integration',
    permissions: ['send_sms', 'read_sent_sms', 'read_smsc_logs'],
    allowed_ips: ['203.0.113.0/24'],
    enabled: true,
    rate_limit: 50,
    expires_at: null,
  });
  answerExample(apiKeySchema, KEY);
  answerExample(createdApiKeySchema, {
    ...KEY,
    last_used_at: null,
    last_used_ip: null,
    key: 'rl_FWZCAFB4GiIM9VpO5lER9mQQdJgDZmzoVCQXrR2g',
  });
  answerExample(apiKeyListSchema, { results: [KEY] });
}
