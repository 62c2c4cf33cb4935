import { z } from 'zod';

/**
 * Binance Pay's wire protocol, shared by the adapter (our side) and the sandbox (Binance's side).
 * Bodies are read with parseJsonKeepingNumbers, so every JSON number arrives here as its text.
 */
export const BINANCE_PATHS = {
  createOrder: '/binancepay/openapi/v3/order',
  queryOrder: '/binancepay/openapi/v2/order/query',
  certificates: '/binancepay/openapi/certificates',
} as const;

export const BINANCE_HEADERS = {
  timestamp: 'BinancePay-Timestamp',
  nonce: 'BinancePay-Nonce',
  serial: 'BinancePay-Certificate-SN',
  signature: 'BinancePay-Signature',
} as const;

/** The headers of a signed Binance Pay request or webhook, its JSON body's type with them. */
export function signedHeaders(signed: {
  timestamp: string;
  nonce: string;
  serial: string;
  signature: string;
}): Record<string, string> {
  return {
    'content-type': 'application/json',
    [BINANCE_HEADERS.timestamp]: signed.timestamp,
    [BINANCE_HEADERS.nonce]: signed.nonce,
    [BINANCE_HEADERS.serial]: signed.serial,
    [BINANCE_HEADERS.signature]: signed.signature,
  };
}

/** Result codes of Binance Pay's documented table that the adapter and the sandbox use. */
export const BINANCE_CODES = {
  success: '000000',
  invalidRequest: '400001',
  invalidSignature: '400002',
  invalidTimestamp: '400003',
  invalidApiKey: '400004',
  invalidMerchantTradeNo: '400201',
  orderNotFound: '400202',
} as const;

/** 1 USD = 1 USDT: top-ups are priced in USDT at par. */
export const BINANCE_CURRENCY = 'USDT';

/** Letters and digits only, at most 32 (merchantTradeNo). */
export const MERCHANT_TRADE_NO = /^[A-Za-z0-9]{1,32}$/;
const DECIMAL = /^\d+(\.\d{1,8})?$/;
const DIGITS = /^\d+$/;
const httpUrl = z
  .string()
  .max(512)
  .refine((text) => /^https?:\/\//i.test(text) && URL.canParse(text), 'must be an http(s) URL');

export const envelopeSchema = z.object({
  status: z.enum(['SUCCESS', 'FAIL']),
  code: z.string(),
  data: z.unknown().optional(),
  errorMessage: z.string().nullish(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export const createOrderRequestSchema = z.object({
  env: z.object({ terminalType: z.enum(['APP', 'WEB', 'WAP', 'MINI_PROGRAM', 'OTHERS']) }),
  merchantTradeNo: z.string().regex(MERCHANT_TRADE_NO, 'letters or digits, at most 32'),
  orderAmount: z
    .string()
    .regex(DECIMAL, 'a decimal with at most 8 places')
    .refine((text) => Number(text) > 0, 'must be positive'),
  currency: z.string().regex(/^[A-Z]{3,5}$/, 'an upper-case currency code'),
  description: z.string().min(1).max(256),
  goodsDetails: z
    .array(
      z.object({
        goodsType: z.enum(['01', '02']),
        goodsCategory: z.string().min(1).max(4),
        referenceGoodsId: z.string().min(1).max(64),
        goodsName: z.string().min(1).max(256),
        goodsDetail: z.string().max(256).optional(),
      }),
    )
    .min(1)
    .max(100),
  returnUrl: httpUrl.optional(),
  cancelUrl: httpUrl.optional(),
  webhookUrl: httpUrl.optional(),
  orderExpireTime: z
    .string()
    .regex(/^\d{1,15}$/, 'milliseconds since the epoch')
    .optional(),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const createOrderDataSchema = z.object({
  prepayId: z.string().regex(DIGITS),
  checkoutUrl: httpUrl,
  expireTime: z.string().optional(),
});

export const queryOrderRequestSchema = z
  .object({
    prepayId: z.string().regex(DIGITS).optional(),
    merchantTradeNo: z.string().regex(MERCHANT_TRADE_NO).optional(),
  })
  .refine((body) => body.prepayId || body.merchantTradeNo, 'prepayId or merchantTradeNo');

export const ORDER_STATUSES = [
  'INITIAL',
  'PENDING',
  'PAID',
  'CANCELED',
  'ERROR',
  'REFUNDING',
  'REFUNDED',
  'FULL_REFUNDED',
  'EXPIRED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const queryOrderDataSchema = z
  .object({
    merchantTradeNo: z.string(),
    status: z.enum(ORDER_STATUSES),
    currency: z.string(),
    orderAmount: z.string().optional(),
    // The v1 query named the amount totalFee.
    totalFee: z.string().optional(),
  })
  .transform((data, ctx) => {
    const amount = data.orderAmount ?? data.totalFee;
    if (amount !== undefined) return { ...data, amount };
    ctx.addIssue({ code: 'custom', message: 'orderAmount is missing' });
    return z.NEVER;
  });

export const certificatesDataSchema = z
  .array(z.object({ certSerial: z.string().min(1), certPublic: z.string().min(1) }))
  .max(64);

export const webhookSchema = z.object({
  bizType: z.string(),
  bizId: z.string().regex(DIGITS).optional(),
  bizIdStr: z.string().regex(DIGITS).optional(),
  bizStatus: z.string(),
  data: z.string(),
});

export const webhookDataSchema = z
  .object({
    merchantTradeNo: z.string().regex(MERCHANT_TRADE_NO),
    totalFee: z.string().optional(),
    orderAmount: z.string().optional(),
    currency: z.string().min(1),
  })
  .transform((data, ctx) => {
    const amount = data.totalFee ?? data.orderAmount;
    if (amount !== undefined) return { ...data, amount };
    ctx.addIssue({ code: 'custom', message: 'totalFee is missing' });
    return z.NEVER;
  });

/** The reply Binance requires to a webhook it delivered (200, this body). */
export const WEBHOOK_SUCCESS_BODY = '{"returnCode":"SUCCESS","returnMessage":null}';
