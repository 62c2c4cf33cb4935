import type { Clock } from '../../../clock.js';
import { parseJsonKeepingNumbers } from './lossless-json.js';
import { BINANCE_CODES, envelopeSchema, signedHeaders } from './protocol.js';
import { newNonce, signRequest, type RandomBytes } from './signing.js';

/** How long one API call may take before it counts as failed. */
const CALL_TIMEOUT_MS = 15_000;

export interface BinanceApiOptions {
  apiKey: string;
  secretKey: string;
  /** Base URL without a trailing slash (https://bpay.binanceapi.com, or a sandbox/fake). */
  apiUrl: string;
  fetch?: typeof fetch;
  clock: Clock;
  random?: RandomBytes;
}

/** A call Binance Pay refused (a FAIL envelope) or that failed on the way (HTTP, network). */
export class BinancePayApiError extends Error {
  constructor(
    message: string,
    /** Binance's result code for a FAIL envelope, else null. */
    readonly code: string | null = null,
  ) {
    super(message);
  }

  get orderNotFound(): boolean {
    return this.code === BINANCE_CODES.orderNotFound;
  }
}

/** Signed POSTs to Binance Pay's API; answers the SUCCESS envelope's `data`. */
export function createBinanceApi(options: BinanceApiOptions) {
  const doFetch = options.fetch ?? fetch;
  return async function call(path: string, payload: unknown): Promise<unknown> {
    const body = JSON.stringify(payload);
    const timestamp = String(options.clock());
    const nonce = newNonce(options.random);
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${options.apiUrl}${path}`, {
        method: 'POST',
        headers: signedHeaders({
          timestamp,
          nonce,
          serial: options.apiKey,
          signature: signRequest(options.secretKey, timestamp, nonce, body),
        }),
        body,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      throw new BinancePayApiError(`Binance Pay ${path}: ${(error as Error).message}`);
    }
    const envelope = envelopeOf(text);
    if (envelope?.status === 'FAIL') {
      throw new BinancePayApiError(
        `Binance Pay ${path}: ${envelope.code} ${envelope.errorMessage ?? ''}`.trim(),
        envelope.code,
      );
    }
    if (!response.ok) {
      throw new BinancePayApiError(`Binance Pay ${path}: HTTP ${response.status}`);
    }
    if (!envelope) throw new BinancePayApiError(`Binance Pay ${path}: not a Binance Pay answer`);
    return envelope.data;
  };
}

export type BinanceApi = ReturnType<typeof createBinanceApi>;

function envelopeOf(text: string) {
  try {
    const parsed = envelopeSchema.safeParse(parseJsonKeepingNumbers(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
