import Fastify from 'fastify';
import {
  registerBinanceSandbox,
  type BinanceSandboxOptions,
} from '../../src/modules/payments/binance/sandbox.js';
import type { SandboxOrder } from '../../src/modules/payments/binance/sandbox-orders.js';

export interface FakeBinancePay {
  /** Binance Pay's API base URL (BINANCE_PAY_API_URL). */
  url: string;
  apiKey: string;
  secretKey: string;
  /** Settle an order as its checkout page's buttons do; resolve after the first webhook attempt. */
  pay(prepayIdOrTradeNo: string): Promise<SandboxOrder>;
  decline(prepayIdOrTradeNo: string): Promise<SandboxOrder>;
  expire(prepayIdOrTradeNo: string): Promise<SandboxOrder>;
  /** The orders it holds, oldest first. */
  readonly orders: SandboxOrder[];
  stop(): Promise<void>;
}

type FakeOptions = { apiKey: string; secretKey: string } & Partial<
  Omit<BinanceSandboxOptions, 'prefix' | 'publicUrl' | 'apiKey' | 'secretKey'>
>;

/**
 * Binance Pay's API on loopback for integration tests: the sandbox's code on a Fastify of its
 * own, checking every call's signature with the credentials given and sending RSA-signed
 * webhooks over HTTP (retries every 50 ms unless told otherwise).
 */
export async function startFakeBinancePay(options: FakeOptions): Promise<FakeBinancePay> {
  const app = Fastify();
  let url = '';
  const sandbox = registerBinanceSandbox(app, {
    retryDelaysMs: [50, 50, 50, 50, 50, 50],
    ...options,
    prefix: '',
    publicUrl: () => url,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  url = address;
  const settle = (action: 'pay' | 'decline' | 'expire') => async (id: string) => {
    const result = await sandbox.settle(id, action);
    if (!result.settled) throw new Error(`order ${id} is already ${result.order.status}`);
    return result.order;
  };
  return {
    url,
    apiKey: sandbox.apiKey,
    secretKey: sandbox.secretKey,
    pay: settle('pay'),
    decline: settle('decline'),
    expire: settle('expire'),
    get orders() {
      return sandbox.orders();
    },
    stop: () => app.close(),
  };
}
