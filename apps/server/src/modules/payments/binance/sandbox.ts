import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { systemClock, type Clock } from '../../../clock.js';
import '../../../http/scopes/route-config.js';
import { parseJsonKeepingNumbers } from './lossless-json.js';
import {
  BINANCE_CODES,
  BINANCE_HEADERS,
  BINANCE_PATHS,
  createOrderRequestSchema,
  queryOrderRequestSchema,
} from './protocol.js';
import {
  SANDBOX_ACTIONS,
  SandboxOrders,
  type SandboxAction,
  type SandboxOrder,
} from './sandbox-orders.js';
import { checkoutPage, notFoundPage } from './sandbox-page.js';
import { DEFAULT_RETRY_DELAYS_MS, WebhookSender, type SigningKey } from './sandbox-webhooks.js';
import { NONCE_PATTERN, certificateSerial, requestSignatureMatches } from './signing.js';

const BODY_LIMIT = 16 * 1024;
const DEFAULT_MAX_ORDERS = 10_000;

export interface BinanceSandboxOptions {
  /** Where the sandbox is mounted, e.g. '/sandbox/binance' ('' on a server of its own). */
  prefix: string;
  /** The origin browsers and our server reach this app at; a function when known only later. */
  publicUrl: string | (() => string);
  /** Credentials the API calls must be signed with; random when not given. */
  apiKey?: string;
  secretKey?: string;
  clock?: Clock;
  /** Delivers the webhooks. */
  fetch?: typeof fetch;
  maxOrders?: number;
  retryDelaysMs?: readonly number[];
  /**
   * Refuse API calls whose BinancePay-Timestamp is further than this from the sandbox's clock,
   * as Binance does (400003). Off by default: tests move RouteLab's clock.
   */
  timestampWindowMs?: number | null;
}

/** The sandbox's credentials for createBinanceAdapter, and controls for tests. */
export interface BinanceSandbox {
  readonly apiKey: string;
  readonly secretKey: string;
  /** `${publicUrl}${prefix}`: Binance Pay's API base URL for the adapter. */
  readonly apiUrl: string;
  readonly sandbox: true;
  /** The orders held (at most maxOrders, oldest dropped first). */
  orders(): SandboxOrder[];
  /** What the checkout page's buttons do: settle the order, send the webhook (first attempt). */
  settle(id: string, action: SandboxAction): Promise<SettleResult>;
}

export interface SettleResult {
  order: SandboxOrder;
  /** False when the order was already final (nothing changed, nothing sent). */
  settled: boolean;
  /** The first webhook delivery was answered with SUCCESS. */
  delivered: boolean;
}

type Answer = { status: number; envelope: Record<string, unknown> };

const fail = (code: string, errorMessage: string): Answer => ({
  status: 400,
  envelope: { status: 'FAIL', code, errorMessage },
});
const success = (data: unknown): Answer => ({
  status: 200,
  envelope: { status: 'SUCCESS', code: BINANCE_CODES.success, data, errorMessage: '' },
});

/**
 * A built-in Binance Pay: the same signed API (create order v3, query order v2, certificates)
 * at `${publicUrl}${prefix}`, a checkout page labelled as a sandbox with Pay / Decline /
 * Let expire, and RSA-signed webhooks (a key pair made at start) to each order's webhookUrl.
 * Everything is in memory; no money moves.
 */
export function registerBinanceSandbox(
  app: FastifyInstance,
  options: BinanceSandboxOptions,
): BinanceSandbox {
  const clock = options.clock ?? systemClock;
  const apiKey = options.apiKey ?? randomBytes(32).toString('hex');
  const secretKey = options.secretKey ?? randomBytes(32).toString('hex');
  // Made when first needed (a certificates call or a webhook), not on every server start.
  let keys: (SigningKey & { certPublic: string }) | undefined;
  const signingKey = () => {
    if (!keys) {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      keys = {
        privateKey,
        serial: certificateSerial(publicKey),
        certPublic: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      };
    }
    return keys;
  };
  const orders = new SandboxOrders(options.maxOrders ?? DEFAULT_MAX_ORDERS);
  const webhooks = new WebhookSender({
    signingKey,
    clock,
    fetch: options.fetch ?? fetch,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
  });
  const prefix = options.prefix.replace(/\/+$/, '');
  const origin = () =>
    (typeof options.publicUrl === 'function' ? options.publicUrl() : options.publicUrl).replace(
      /\/+$/,
      '',
    );
  const checkoutPath = (order: SandboxOrder) => `${prefix}/checkout/${order.prepayId}`;

  async function settle(id: string, action: SandboxAction): Promise<SettleResult> {
    const order = orders.find(id, clock());
    if (!order) throw new Error(`The Binance Pay sandbox has no order ${id}`);
    if (!orders.settle(order, action, clock())) return { order, settled: false, delivered: false };
    const delivered = await webhooks.send(order, action === 'pay' ? 'PAY_SUCCESS' : 'PAY_CLOSED');
    return { order, settled: true, delivered };
  }

  /** The checks Binance makes on every API call; null when the call passes. */
  function refusal(request: FastifyRequest, body: Buffer): Answer | null {
    const header = (name: string) => {
      const value = request.headers[name.toLowerCase()];
      return typeof value === 'string' ? value : '';
    };
    const timestamp = header(BINANCE_HEADERS.timestamp);
    const nonce = header(BINANCE_HEADERS.nonce);
    if (header(BINANCE_HEADERS.serial) !== apiKey) {
      return fail(BINANCE_CODES.invalidApiKey, 'API identity key not found or invalid.');
    }
    if (!/^\d{1,16}$/.test(timestamp) || !NONCE_PATTERN.test(nonce)) {
      return fail(
        BINANCE_CODES.invalidRequest,
        'BinancePay-Timestamp or BinancePay-Nonce is malformed.',
      );
    }
    const window = options.timestampWindowMs ?? null;
    if (window !== null && Math.abs(clock() - Number(timestamp)) > window) {
      return fail(
        BINANCE_CODES.invalidTimestamp,
        'Timestamp for this request is outside of the time window.',
      );
    }
    if (
      !requestSignatureMatches(secretKey, timestamp, nonce, body, header(BINANCE_HEADERS.signature))
    ) {
      return fail(BINANCE_CODES.invalidSignature, 'Signature for this request is not valid.');
    }
    return null;
  }

  function createOrder(payload: unknown): Answer {
    const parsed = createOrderRequestSchema.safeParse(payload);
    if (!parsed.success) return fail(BINANCE_CODES.invalidRequest, issuesOf(parsed.error));
    const order = orders.create(parsed.data, clock());
    if (!order) {
      return fail(
        BINANCE_CODES.invalidMerchantTradeNo,
        'merchantTradeNo is duplicated: another order has this number.',
      );
    }
    const checkoutUrl = `${origin()}${checkoutPath(order)}`;
    return success({
      currency: order.currency,
      totalFee: order.orderAmount,
      prepayId: order.prepayId,
      terminalType: 'WEB',
      expireTime: order.expireTime,
      qrcodeLink: checkoutUrl,
      qrContent: checkoutUrl,
      checkoutUrl,
      deeplink: checkoutUrl,
      universalUrl: checkoutUrl,
    });
  }

  function queryOrder(payload: unknown): Answer {
    const parsed = queryOrderRequestSchema.safeParse(payload);
    if (!parsed.success) return fail(BINANCE_CODES.invalidRequest, issuesOf(parsed.error));
    const id = parsed.data.prepayId ?? parsed.data.merchantTradeNo ?? '';
    const order = orders.find(id, clock());
    if (!order) return fail(BINANCE_CODES.orderNotFound, 'Order not found.');
    return success({
      merchantId: 1000000001,
      prepayId: order.prepayId,
      ...(order.transactionId && { transactionId: order.transactionId }),
      merchantTradeNo: order.merchantTradeNo,
      status: order.status,
      currency: order.currency,
      orderAmount: order.orderAmount,
      openUserId: 'sandbox',
      ...(order.transactTime !== null && { transactTime: order.transactTime }),
      createTime: order.createTime,
    });
  }

  const apiRoutes: [string, (payload: unknown) => Answer][] = [
    [BINANCE_PATHS.createOrder, createOrder],
    [BINANCE_PATHS.queryOrder, queryOrder],
    [
      BINANCE_PATHS.certificates,
      () => {
        const { serial, certPublic } = signingKey();
        return success([{ certSerial: serial, certPublic }]);
      },
    ],
  ];

  void app.register(
    async (scope) => {
      // Binance's side of the protocol: no session, no CSRF, bodies kept as bytes.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, scope: 'callback' };
        route.bodyLimit ??= BODY_LIMIT;
        // Binance's API and pages, not RouteLab's: left out of our OpenAPI document.
        route.schema = { ...route.schema, hide: true };
      });
      scope.addHook('onClose', async () => webhooks.close());
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        ['application/json', 'application/x-www-form-urlencoded'],
        { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      scope.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
        const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
        if (request.url.includes('/binancepay/')) {
          return reply
            .code(status)
            .send(fail(BINANCE_CODES.invalidRequest, error.message).envelope);
        }
        return reply.code(status).type('text/plain; charset=utf-8').send(error.message);
      });

      for (const [path, handle] of apiRoutes) {
        scope.post(path, async (request, reply) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const answer = refusal(request, body) ?? handle(jsonOrNull(body));
          return reply.code(answer.status).send(answer.envelope);
        });
      }

      scope.get<{ Params: { prepayId: string } }>('/checkout/:prepayId', async (request, reply) => {
        const order = orders.find(request.params.prepayId, clock());
        if (!order) return html(reply, 404, notFoundPage());
        if (order.status === 'INITIAL') order.status = 'PENDING';
        return html(reply, 200, checkoutPage(order, orders.isOpen(order), checkoutPath(order)));
      });

      scope.post<{ Params: { prepayId: string } }>(
        '/checkout/:prepayId',
        async (request, reply) => {
          const form = new URLSearchParams(
            Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '',
          );
          const action = SANDBOX_ACTIONS.find((known) => known === form.get('action'));
          const order = orders.find(request.params.prepayId, clock());
          if (!order) return html(reply, 404, notFoundPage());
          if (!action) {
            return html(reply, 400, checkoutPage(order, orders.isOpen(order), checkoutPath(order)));
          }
          const result = await settle(order.prepayId, action);
          if (!result.settled) {
            return html(reply, 409, checkoutPage(order, false, checkoutPath(order)));
          }
          const back = action === 'pay' ? order.returnUrl : (order.cancelUrl ?? order.returnUrl);
          return reply.redirect(back ?? checkoutPath(order), 303);
        },
      );
    },
    { prefix },
  );

  return {
    apiKey,
    secretKey,
    get apiUrl() {
      return `${origin()}${prefix}`;
    },
    sandbox: true,
    orders: () => orders.all(),
    settle,
  };
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

function jsonOrNull(body: Buffer): unknown {
  try {
    return parseJsonKeepingNumbers(body.toString('utf8'));
  } catch {
    return null;
  }
}

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`)
    .join('; ');
}
