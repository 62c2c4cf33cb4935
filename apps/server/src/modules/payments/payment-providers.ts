import type { PaymentProvider, PaymentProviders as AvailableProviders } from '@routelab/shared';
import type { FastifyInstance } from 'fastify';
import type { PaymentProviderAdapter } from './provider.js';
import type { ProviderEntry, ProviderSettings } from './provider-entry.js';
import { binanceEntry } from './binance/entry.js';
import { wayforpayEntry } from './wayforpay/entry.js';

/** The providers this server offers; one without an entry answers as not configured. */
const ENTRIES: readonly ProviderEntry[] = [wayforpayEntry, binanceEntry];

/**
 * The payment providers available: configured ones, and sandboxes for the rest when
 * PAYMENTS_SANDBOX allows. Sandboxes are mounted on the HTTP app, so `attach` runs once the app
 * exists (BILLING=off never attaches: no provider, nothing mounted).
 */
export class PaymentProviders {
  private readonly adapters = new Map<PaymentProvider, PaymentProviderAdapter>();

  constructor(
    private readonly settings: ProviderSettings,
    private readonly entries: readonly ProviderEntry[] = ENTRIES,
  ) {}

  async attach(app: FastifyInstance): Promise<void> {
    const { payments, log, publicUrl } = this.settings;
    const localFetch = localFetchOf(app, publicUrl);
    for (const entry of this.entries) {
      const configured = entry.configured(this.settings);
      if (configured) {
        this.adapters.set(entry.provider, configured);
      } else if (payments.sandbox) {
        const prefix = `/sandbox/${entry.provider}`;
        this.adapters.set(
          entry.provider,
          await entry.sandbox(this.settings, { app, prefix, localFetch }),
        );
        const message = `${entry.provider} payments run in the built-in sandbox: no money moves`;
        if (publicUrl.startsWith('https:')) log.warn({ provider: entry.provider }, message);
        else log.info({ provider: entry.provider }, message);
      }
    }
  }

  get(provider: PaymentProvider): PaymentProviderAdapter | undefined {
    return this.adapters.get(provider);
  }

  available(): AvailableProviders {
    return [...this.adapters.values()].map(({ provider, sandbox }) => ({ provider, sandbox }));
  }
}

/**
 * fetch that sends requests for our own PUBLIC_URL to the port this process listens on: a
 * sandbox notifies and answers us over real HTTP even where PUBLIC_URL is not reachable from
 * inside (a container, a proxy).
 */
function localFetchOf(app: FastifyInstance, publicUrl: string): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const address = app.server.address();
    if (!url.startsWith(`${publicUrl}/`) || typeof address !== 'object' || address === null) {
      return fetch(input, init);
    }
    const host = address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
    return fetch(`http://${host}:${address.port}${url.slice(publicUrl.length)}`, init);
  };
}
