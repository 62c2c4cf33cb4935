export {
  createBinanceAdapter,
  BINANCE_ORDER_TIMEOUT_MS,
  type BinanceAdapterOptions,
} from './adapter.js';
export {
  registerBinanceSandbox,
  type BinanceSandbox,
  type BinanceSandboxOptions,
} from './sandbox.js';
