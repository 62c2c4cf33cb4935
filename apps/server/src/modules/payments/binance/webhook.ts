import { CallbackRejectedError } from '../provider.js';
import type { CertificateStore } from './certificate-store.js';
import { parseJsonKeepingNumbers } from './lossless-json.js';
import { BINANCE_HEADERS, webhookDataSchema, webhookSchema } from './protocol.js';
import { NONCE_PATTERN, webhookSignatureMatches } from './signing.js';

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** A verified order notification, its numbers exactly as Binance wrote them. */
export interface BinanceNotification {
  /** Binance's prepay order id (bizIdStr, or bizId's digits): 19 digits, never rounded. */
  bizId: string;
  bizStatus: string;
  merchantTradeNo: string;
  amount: string;
  currency: string;
}

function header(headers: Headers, name: string): string {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    if (typeof value === 'string' && value !== '') return value;
    break;
  }
  throw new CallbackRejectedError(`Binance Pay webhook without a single ${name} header`);
}

/**
 * Verifies a webhook from its raw bytes: the RSA-SHA256 signature over
 * `timestamp\nnonce\nRAW_BODY\n` with the public key the certificate serial names, then the
 * body (bizType PAY, data a JSON string naming our order). Forged or malformed input throws
 * CallbackRejectedError; a failing certificates call throws its own error (try again later).
 */
export async function verifyWebhook(
  rawBody: Buffer,
  headers: Headers,
  certificates: CertificateStore,
): Promise<BinanceNotification> {
  const timestamp = header(headers, BINANCE_HEADERS.timestamp);
  const nonce = header(headers, BINANCE_HEADERS.nonce);
  const serial = header(headers, BINANCE_HEADERS.serial);
  const signature = header(headers, BINANCE_HEADERS.signature);
  if (!/^\d{1,16}$/.test(timestamp) || !NONCE_PATTERN.test(nonce)) {
    throw new CallbackRejectedError('Binance Pay webhook with a malformed timestamp or nonce');
  }
  const key = await certificates.keyFor(serial);
  if (!key) throw new CallbackRejectedError('Binance Pay webhook signed with an unknown key');
  if (!webhookSignatureMatches(key, timestamp, nonce, rawBody, signature)) {
    throw new CallbackRejectedError('Binance Pay webhook signature does not match');
  }

  const body = webhookSchema.safeParse(parseOrNull(rawBody.toString('utf8')));
  if (!body.success) throw new CallbackRejectedError('Binance Pay webhook body is malformed');
  if (body.data.bizType !== 'PAY') {
    throw new CallbackRejectedError(`Binance Pay webhook of type ${body.data.bizType}`);
  }
  const bizId = body.data.bizIdStr ?? body.data.bizId;
  const data = webhookDataSchema.safeParse(parseOrNull(body.data.data));
  if (!bizId || !data.success) {
    throw new CallbackRejectedError('Binance Pay webhook data is malformed');
  }
  return {
    bizId,
    bizStatus: body.data.bizStatus,
    merchantTradeNo: data.data.merchantTradeNo,
    amount: data.data.amount,
    currency: data.data.currency,
  };
}

function parseOrNull(text: string): unknown {
  try {
    return parseJsonKeepingNumbers(text);
  } catch {
    return null;
  }
}
