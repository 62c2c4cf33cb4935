import type { PaymentProvider } from '@routelab/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.js';
import type { PaymentsConfig } from '../../config.js';
import type { PaymentProviderAdapter } from './provider.js';

/** What every provider entry is built from. */
export interface ProviderSettings {
  payments: PaymentsConfig;
  publicUrl: string;
  secretKey: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Our page that posts a payment's checkout form again (WayForPay). */
  checkoutPageUrl: (paymentId: number) => string;
}

/** Where a provider's built-in sandbox lives on our own HTTP app. */
export interface SandboxMount {
  app: FastifyInstance;
  /** e.g. /sandbox/wayforpay; the sandbox's absolute base is `${publicUrl}${prefix}`. */
  prefix: string;
  /** fetch for requests to our own PUBLIC_URL, sent to the port this process listens on. */
  localFetch: typeof fetch;
}

/** One provider: its adapter for configured credentials, or its sandbox. */
export interface ProviderEntry {
  provider: PaymentProvider;
  /** The adapter for the configured account, or null when no credentials are set. */
  configured(settings: ProviderSettings): PaymentProviderAdapter | null;
  /** Mounts the sandbox and answers an adapter pointed at it (same protocol, no money). */
  sandbox(settings: ProviderSettings, mount: SandboxMount): Promise<PaymentProviderAdapter>;
}
