import { registerApiKeyExamples } from './api-keys/examples.js';
import { registerBillingExamples } from './billing/examples.js';
import { registerClientExamples } from './clients/examples.js';
import { registerCommonExamples } from './common/examples.js';
import { registerDedicatedSmppExamples } from './dedicated-smpp/examples.js';
import { registerGatewayExamples } from './gateways/examples.js';
import { registerLogExamples } from './logs/examples.js';
import { registerMessageExamples } from './messages/examples.js';
import { registerPaymentExamples } from './payments/examples.js';
import { registerRoutingExamples } from './routing/examples.js';
import { registerUserExamples } from './user/examples.js';
import { registerWebhookExamples } from './webhooks/examples.js';

/**
 * Gives the contracts their examples for the OpenAPI document (each feature's examples.ts,
 * beside its schemas). Only the server calls it, before the document is generated; the
 * console's bundle never includes them.
 */
export function registerApiExamples(): void {
  registerCommonExamples();
  registerUserExamples();
  registerApiKeyExamples();
  registerBillingExamples();
  registerPaymentExamples();
  registerClientExamples();
  registerGatewayExamples();
  registerMessageExamples();
  registerLogExamples();
  registerWebhookExamples();
  registerDedicatedSmppExamples();
  registerRoutingExamples();
}
