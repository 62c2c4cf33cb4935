import type { ProviderEntry } from '../provider-entry.js';
import { createBinanceAdapter } from './adapter.js';
import { registerBinanceSandbox } from './sandbox.js';

/** Binance Pay: the merchant from BINANCE_PAY_*, else the built-in sandbox on our own app. */
export const binanceEntry: ProviderEntry = {
  provider: 'binance',

  configured({ payments, clock }) {
    if (!payments.binance) return null;
    return createBinanceAdapter({
      apiKey: payments.binance.apiKey,
      secretKey: payments.binance.secretKey,
      apiUrl: payments.binanceApiUrl,
      clock,
    });
  },

  sandbox({ publicUrl, clock }, { app, prefix, localFetch }) {
    const sandbox = registerBinanceSandbox(app, { prefix, publicUrl, clock, fetch: localFetch });
    return Promise.resolve(
      createBinanceAdapter({
        apiKey: sandbox.apiKey,
        secretKey: sandbox.secretKey,
        apiUrl: sandbox.apiUrl,
        sandbox: true,
        clock,
        fetch: localFetch,
      }),
    );
  },
};
