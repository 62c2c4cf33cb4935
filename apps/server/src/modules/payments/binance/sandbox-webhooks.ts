import type { KeyObject } from 'node:crypto';
import type { Clock } from '../../../clock.js';
import { signedHeaders } from './protocol.js';
import type { SandboxOrder } from './sandbox-orders.js';
import { newNonce, signWebhook } from './signing.js';

/** Binance retries a webhook up to 6 times; the sandbox waits this long before each retry. */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000, 1_800_000];
const ATTEMPT_TIMEOUT_MS = 10_000;
/** How much of an answer a delivery attempt keeps for the checkout page. */
const DETAIL_CHARS = 200;

export type BizStatus = 'PAY_SUCCESS' | 'PAY_CLOSED';

/** The sandbox's signing key and the serial Binance would name it by. */
export interface SigningKey {
  privateKey: KeyObject;
  serial: string;
}

export interface WebhookSenderOptions {
  /** Made on first use: generating an RSA key takes a noticeable part of a second. */
  signingKey: () => SigningKey;
  clock: Clock;
  fetch: typeof fetch;
  retryDelaysMs: readonly number[];
}

/** An amount with Binance's 8 decimal places, e.g. 100.00 -> 100.00000000. */
function eightPlaces(amount: string): string {
  const [whole, fraction = ''] = amount.split('.');
  return `${whole}.${fraction.padEnd(8, '0')}`;
}

/**
 * The notification body as Binance writes it: bizId a bare 19-digit number, totalFee a number
 * with 8 places (both beyond a double), `data` a JSON string.
 */
export function webhookBody(order: SandboxOrder, bizStatus: BizStatus): string {
  const data =
    `{"merchantTradeNo":${JSON.stringify(order.merchantTradeNo)},"productType":"02",` +
    `"productName":${JSON.stringify(order.goodsName)},` +
    `"transactTime":${order.transactTime ?? order.createTime},"tradeType":"WEB",` +
    `"totalFee":${eightPlaces(order.orderAmount)},"currency":${JSON.stringify(order.currency)},` +
    (order.transactionId ? `"transactionId":${JSON.stringify(order.transactionId)},` : '') +
    `"openUserId":"sandbox","commission":0}`;
  return (
    `{"bizType":"PAY","data":${JSON.stringify(data)},"bizId":${order.prepayId},` +
    `"bizIdStr":"${order.prepayId}","bizStatus":"${bizStatus}"}`
  );
}

/**
 * Sends signed order notifications to an order's webhookUrl over HTTP, retrying like Binance
 * (up to 6 times, backing off) until the answer is 200 with returnCode SUCCESS.
 */
export class WebhookSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly options: WebhookSenderOptions) {}

  /** Makes the first attempt (awaited) and schedules the retries; true if it was accepted. */
  async send(order: SandboxOrder, bizStatus: BizStatus): Promise<boolean> {
    if (!order.webhookUrl) return false;
    const body = webhookBody(order, bizStatus);
    const ok = await this.attempt(order, order.webhookUrl, body);
    if (!ok) this.retry(order, order.webhookUrl, body, 0);
    return ok;
  }

  /** Stops the pending retries (the server is closing). */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private retry(order: SandboxOrder, url: string, body: string, index: number): void {
    const delay = this.options.retryDelaysMs[index];
    if (delay === undefined || this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(order, url, body).then((ok) => {
        if (!ok) this.retry(order, url, body, index + 1);
      });
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  private async attempt(order: SandboxOrder, url: string, body: string): Promise<boolean> {
    const key = this.options.signingKey();
    const timestamp = String(this.options.clock());
    const nonce = newNonce();
    let ok = false;
    let detail: string;
    try {
      const response = await this.options.fetch(url, {
        method: 'POST',
        headers: signedHeaders({
          timestamp,
          nonce,
          serial: key.serial,
          signature: signWebhook(key.privateKey, timestamp, nonce, body),
        }),
        body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      const text = await response.text();
      ok = response.status === 200 && returnCodeOf(text) === 'SUCCESS';
      detail = `HTTP ${response.status} ${text.slice(0, DETAIL_CHARS)}`;
    } catch (error) {
      detail = (error as Error).message;
    }
    order.webhooks.push({ at: this.options.clock(), ok, detail });
    return ok;
  }
}

function returnCodeOf(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'returnCode' in parsed
      ? parsed.returnCode
      : undefined;
  } catch {
    return undefined;
  }
}
