import { answerExample, requestExample } from '../common/example.js';
import {
  paymentCreateSchema,
  paymentProvidersSchema,
  paymentSchema,
  type Payment,
} from './schemas.js';

const PAYMENT: Payment = {
  id: 15,
  provider: 'wayforpay',
  amount: 100,
  currency: 'USD',
  status: 'accepted',
  reference: 'RL15A3F09C2E',
  checkout_url: null,
  reason: null,
  sandbox: false,
  created_at: '2026-12-02T12:15:04.214Z',
  updated_at: '2026-12-02T12:16:31.870Z',
};

export function registerPaymentExamples(): void {
  requestExample(paymentCreateSchema, { amount: 100, provider: 'wayforpay' });
  answerExample(paymentSchema, PAYMENT);
  answerExample(paymentProvidersSchema, [
    { provider: 'wayforpay', sandbox: false },
    { provider: 'binance', sandbox: false },
  ]);
}
