import {
  WEBHOOK_SIGNATURE_HEADER,
  webhookPayloadDataSchemas,
  webhookPayloadSchema,
} from '@routelab/shared';
import { z } from 'zod';

/** `message.received` → `WebhookMessageReceivedData`, `webhook.test` → `WebhookTestData`. */
const componentName = (type: string): string =>
  `Webhook${type
    .replace(/^webhook\./, '')
    .split('.')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Data`;

/**
 * The webhook bodies as OpenAPI components (JSON Schema 2020-12, which OpenAPI 3.1 uses): the
 * envelope `WebhookPayload` and each event's `data`, so the reference shows what receivers get.
 */
export function webhookPayloadComponents(): Record<string, object> {
  const components: Record<string, object> = {
    WebhookPayload: {
      ...z.toJSONSchema(webhookPayloadSchema, { io: 'output' }),
      description:
        'The JSON body POSTed to a webhook. Headers: X-RouteLab-Event (the type), ' +
        `X-RouteLab-Delivery (the delivery id) and ${WEBHOOK_SIGNATURE_HEADER}: ` +
        '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>`. ' +
        'Answer 2xx within 10 s; anything else is retried with backoff for up to 24 h.',
    },
  };
  for (const [type, schema] of Object.entries(webhookPayloadDataSchemas)) {
    components[componentName(type)] = {
      ...z.toJSONSchema(schema, { io: 'output' }),
      description: `The data of a \`${type}\` webhook.`,
    };
  }
  return components;
}
