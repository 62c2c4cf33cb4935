import { answerExample, requestExample } from '../common/example.js';
import {
  webhookCreateSchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
  type Webhook,
  type WebhookDelivery,
} from './schemas.js';

const URL = 'https://hooks.example.com/routelab';
const SECRET = 'whsec_maE_iV2rB0-bu2POeaN41pmVkIxb9dqc';

const WEBHOOK: Webhook = {
  id: 4,
  client_id: 3,
  gateway_id: null,
  url: URL,
  events: ['message.received', 'dlr.sent'],
  enabled: true,
  secret_prefix: 'whsec_maE',
  created_at: '2026-11-21T14:03:55.610Z',
  updated_at: '2026-11-21T14:03:55.610Z',
};

const DELIVERY: WebhookDelivery = {
  id: 2210,
  webhook_id: 4,
  event: 'message.received',
  event_id: '0f3b6c1e-5d2a-4b7e-a9c4-81e2d7f05b36',
  status: 'delivered',
  attempts: 1,
  http_status: 200,
  latency_ms: 84,
  response_excerpt: '{"ok":true}',
  created_at: '2026-12-02T12:15:04.301Z',
  last_attempt_at: '2026-12-02T12:15:04.389Z',
  next_attempt_at: null,
};

export function registerWebhookExamples(): void {
  requestExample(webhookCreateSchema, {
    client_id: 3,
    url: URL,
    events: ['message.received', 'dlr.sent'],
    enabled: true,
  });
  requestExample(webhookUpdateSchema, {
    id: 4,
    url: URL,
    events: ['message.received'],
    enabled: true,
    secret: SECRET,
  });
  answerExample(webhookSchema, WEBHOOK);
  answerExample(webhookWithSecretSchema, { ...WEBHOOK, secret: SECRET });
  answerExample(webhookListSchema, { results: [WEBHOOK] });
  answerExample(webhookDeliverySchema, DELIVERY);
  answerExample(webhookDeliveryPageSchema, { count: 1, results: [DELIVERY] });
}
