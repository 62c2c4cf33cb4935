import { randomInt } from 'node:crypto';
import type { CreateOrderRequest, OrderStatus } from './protocol.js';

/** What a payer can do on the sandbox's checkout page. */
export const SANDBOX_ACTIONS = ['pay', 'decline', 'expire'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

const OPEN: ReadonlySet<OrderStatus> = new Set(['INITIAL', 'PENDING']);
const DEFAULT_EXPIRY_MS = 60 * 60 * 1000;

/** One webhook delivery attempt, as the sandbox saw the answer. */
export interface WebhookAttempt {
  at: number;
  ok: boolean;
  /** HTTP status and body start, or the network error. */
  detail: string;
}

export interface SandboxOrder {
  /** Binance's order id: 19 digits. */
  prepayId: string;
  merchantTradeNo: string;
  orderAmount: string;
  currency: string;
  description: string;
  goodsName: string;
  returnUrl: string | null;
  cancelUrl: string | null;
  webhookUrl: string | null;
  createTime: number;
  expireTime: number;
  status: OrderStatus;
  transactTime: number | null;
  transactionId: string | null;
  webhooks: WebhookAttempt[];
}

/** The sandbox's orders, in memory, the oldest dropped beyond `capacity`. */
export class SandboxOrders {
  private readonly byPrepayId = new Map<string, SandboxOrder>();
  private readonly byTradeNo = new Map<string, SandboxOrder>();

  constructor(private readonly capacity: number) {}

  /** Stores a new order; an existing merchantTradeNo answers its order (or null if it differs). */
  create(request: CreateOrderRequest, now: number): SandboxOrder | null {
    const existing = this.byTradeNo.get(request.merchantTradeNo);
    if (existing) {
      const same =
        existing.orderAmount === request.orderAmount && existing.currency === request.currency;
      return same ? existing : null;
    }
    const order: SandboxOrder = {
      prepayId: this.newPrepayId(),
      merchantTradeNo: request.merchantTradeNo,
      orderAmount: request.orderAmount,
      currency: request.currency,
      description: request.description,
      goodsName: request.goodsDetails[0]?.goodsName ?? request.description,
      returnUrl: request.returnUrl ?? null,
      cancelUrl: request.cancelUrl ?? null,
      webhookUrl: request.webhookUrl ?? null,
      createTime: now,
      expireTime: request.orderExpireTime
        ? Number(request.orderExpireTime)
        : now + DEFAULT_EXPIRY_MS,
      status: 'INITIAL',
      transactTime: null,
      transactionId: null,
      webhooks: [],
    };
    this.byPrepayId.set(order.prepayId, order);
    this.byTradeNo.set(order.merchantTradeNo, order);
    this.evictBeyondCapacity();
    return order;
  }

  /** By prepayId or merchantTradeNo; an open order past its expiry time reads as EXPIRED. */
  find(id: string, now: number): SandboxOrder | undefined {
    const order = this.byPrepayId.get(id) ?? this.byTradeNo.get(id);
    if (order && OPEN.has(order.status) && now > order.expireTime) order.status = 'EXPIRED';
    return order;
  }

  all(): SandboxOrder[] {
    return [...this.byPrepayId.values()];
  }

  /** Applies the payer's choice to an open order; false when it is already final. */
  settle(order: SandboxOrder, action: SandboxAction, now: number): boolean {
    if (!OPEN.has(order.status)) return false;
    if (action === 'pay') {
      order.status = 'PAID';
      order.transactTime = now;
      order.transactionId = `M_R_${order.prepayId}`;
    } else {
      order.status = action === 'decline' ? 'CANCELED' : 'EXPIRED';
    }
    return true;
  }

  isOpen(order: SandboxOrder): boolean {
    return OPEN.has(order.status);
  }

  private newPrepayId(): string {
    for (;;) {
      let id = String(randomInt(1, 10));
      while (id.length < 19) id += String(randomInt(0, 10));
      if (!this.byPrepayId.has(id)) return id;
    }
  }

  private evictBeyondCapacity(): void {
    for (const [prepayId, order] of this.byPrepayId) {
      if (this.byPrepayId.size <= this.capacity) return;
      this.byPrepayId.delete(prepayId);
      this.byTradeNo.delete(order.merchantTradeNo);
    }
  }
}
