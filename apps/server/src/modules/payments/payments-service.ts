import { randomBytes } from 'node:crypto';
import {
  parseUsd,
  usdToMicros,
  type Payment,
  type PaymentListQuery,
  type PaymentProvider,
} from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import type { PaymentRow } from '../../db/schema.js';
import type { Transactions } from '../../db/transactions.js';
import { NotFoundError, UnavailableError, ValidationError } from '../../errors/domain-errors.js';
import type { Ledger } from '../billing/ledger.js';
import type { PaymentProviders } from './payment-providers.js';
import { ALREADY_CREDITED, type PaymentsRepository } from './payments-repository.js';
import { toPayment } from './payment-view.js';
import {
  callbackUrlOf,
  type CallbackReply,
  type Checkout,
  type CheckoutLanguage,
  type PaymentProviderAdapter,
  type ProviderReport,
} from './provider.js';

export const paymentMessages = {
  notConfigured: 'This payment provider is not available',
  createFailed: "Can't create the payment, please again later",
} as const;

/** How the ledger's notes name each provider. */
const PROVIDER_NAMES: Record<PaymentProvider, string> = {
  wayforpay: 'WayForPay',
  binance: 'Binance Pay',
};

/**
 * Every order is in USD, and adapters report in the payment's terms (Binance Pay settles in USDT
 * one to one: its adapter reports that as USD and any other currency as sent, which fails here).
 */
const SETTLEMENT_CURRENCY = 'USD';

/** After the provider's own timeout, how long a notification may still be on its way. */
export const EXPIRY_GRACE_MS = 10 * 60 * 1000;
/** Open payments checked per reconciliation run. */
const RECONCILE_BATCH = 200;

/** Our page that posts an open payment's signed form again (the console links to it). */
export const checkoutPageUrl = (publicUrl: string, paymentId: number) =>
  `${publicUrl}/api/payment/${paymentId}/checkout/`;

/** "RL" + id + 8 random hex digits: unique, letters and digits only, not guessable from the id. */
const referenceOf = (id: number) => `RL${id}${randomBytes(4).toString('hex').toUpperCase()}`;

export interface PaymentsServiceDeps {
  transactions: Transactions;
  repository: PaymentsRepository;
  providers: PaymentProviders;
  ledger: Ledger;
  bus: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export interface StartedPayment {
  payment: Payment;
  checkout: Checkout;
}

/**
 * Top-ups through payment providers (issue 22): a payment is `created` with the provider's
 * checkout, then settled from a verified notification or a status query. Only an accepted
 * report credits the balance, in one unit of work with the payment, once per payment.
 */
export class PaymentsService {
  constructor(private readonly deps: PaymentsServiceDeps) {}

  available() {
    return this.deps.providers.available();
  }

  private adapterFor(provider: PaymentProvider): PaymentProviderAdapter {
    const adapter = this.deps.providers.get(provider);
    if (!adapter) throw ValidationError.field('provider', paymentMessages.notConfigured);
    return adapter;
  }

  async create(
    user: { id: number; email: string },
    request: { amount: number; provider: PaymentProvider },
    language?: CheckoutLanguage,
  ): Promise<StartedPayment> {
    const { repository, clock, log } = this.deps;
    const adapter = this.adapterFor(request.provider);
    const now = clock();
    const id = await repository.insert({
      user_id: user.id,
      provider: request.provider,
      amount: request.amount,
      currency: 'USD',
      status: 'created',
      // Replaced at once: the reference carries the id, which the insert assigns.
      reference: `T${randomBytes(12).toString('hex')}`,
      sandbox: adapter.sandbox ? 1 : 0,
      created_at: now,
      updated_at: now,
      expires_at: now + adapter.orderTimeoutMs + EXPIRY_GRACE_MS,
    });
    const reference = referenceOf(id);
    await repository.update(id, { reference }, now);
    let checkout: Checkout;
    try {
      checkout = await this.startCheckout(
        adapter,
        user,
        id,
        reference,
        request.amount,
        now,
        language,
      );
    } catch (error) {
      log.error({ err: error, paymentId: id, provider: request.provider }, 'payment not created');
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await repository.update(id, { status: 'error', reason }, clock());
      await this.publish(id);
      throw new UnavailableError(paymentMessages.createFailed);
    }
    await repository.update(id, { checkout_url: checkout.checkoutUrl }, clock());
    return { payment: await this.publish(id), checkout };
  }

  /** The checkout of an open payment again (the console's link back to it). */
  async resume(
    user: { id: number; email: string },
    id: number,
    language?: CheckoutLanguage,
  ): Promise<StartedPayment> {
    const row = await this.deps.repository.findOwn(user.id, id);
    if (!row || row.status !== 'created') throw new NotFoundError();
    const adapter = this.adapterFor(row.provider as PaymentProvider);
    // Our own checkout page holds a signed form: sign it again. Any other is the provider's page.
    const ownPage =
      !row.checkout_url || row.checkout_url === checkoutPageUrl(this.deps.publicUrl, id);
    const checkout: Checkout = ownPage
      ? await this.startCheckout(
          adapter,
          user,
          id,
          row.reference,
          Number(row.amount),
          Number(row.created_at),
          language,
        )
      : { kind: 'redirect', checkoutUrl: row.checkout_url ?? '' };
    return { payment: toPayment(row), checkout };
  }

  private startCheckout(
    adapter: PaymentProviderAdapter,
    user: { email: string },
    paymentId: number,
    reference: string,
    amountUsd: number,
    createdAt: number,
    language: CheckoutLanguage | undefined,
  ): Promise<Checkout> {
    const { publicUrl } = this.deps;
    return adapter.start({
      paymentId,
      reference,
      amountUsd,
      createdAt,
      timeoutMs: adapter.orderTimeoutMs,
      language,
      payerEmail: user.email,
      returnUrl: `${publicUrl}/api/payment/return/${paymentId}/`,
      callbackUrl: callbackUrlOf(publicUrl, adapter.provider),
    });
  }

  async list(userId: number, query: PaymentListQuery) {
    const { count, rows } = await this.deps.repository.list(userId, query);
    return { total: count, payments: rows.map(toPayment) };
  }

  async get(userId: number, id: number): Promise<Payment> {
    const row = await this.deps.repository.findOwn(userId, id);
    if (!row) throw new NotFoundError();
    return toPayment(row);
  }

  /**
   * A provider's notification: verified from its raw bytes (CallbackRejectedError when it
   * fails), settled, and answered as the provider requires. A verified notification for an
   * order we do not know is logged and answered as handled: retrying cannot make it ours.
   */
  async notify(
    provider: PaymentProvider,
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<CallbackReply> {
    const adapter = this.adapterFor(provider);
    const report = await adapter.verifyCallback(rawBody, headers);
    await this.settle(provider, report);
    return adapter.reply(report);
  }

  /** Applies what the provider says about one order (a notification or a status query). */
  async settle(provider: PaymentProvider, report: ProviderReport): Promise<void> {
    const { repository, clock, log } = this.deps;
    const row = await repository.findByReference(report.reference);
    if (!row || row.provider !== provider) {
      log.warn(
        { provider, reference: report.reference, outcome: report.outcome },
        'payment report for an unknown order',
      );
      return;
    }
    if (report.outcome === 'pending') return;
    if (report.outcome !== 'accepted') {
      if (await repository.finish(row.id, report.outcome, report.reason, clock())) {
        await this.publish(row.id);
      }
      return;
    }
    const mismatch = this.mismatch(row, report);
    if (mismatch) {
      log.error(
        { paymentId: row.id, provider, report },
        'payment report does not match the payment',
      );
      if (await repository.fail(row.id, mismatch, clock())) await this.publish(row.id);
      return;
    }
    await this.credit(row);
  }

  /** Why the paid amount or currency is not the payment's, or null. */
  private mismatch(row: PaymentRow, report: ProviderReport): string | null {
    const paid = parseUsd(report.amount);
    if (report.currency === SETTLEMENT_CURRENCY && paid === usdToMicros(Number(row.amount))) {
      return null;
    }
    return `Paid ${report.amount} ${report.currency}, expected ${Number(row.amount)} ${SETTLEMENT_CURRENCY}`;
  }

  /**
   * Credits the payment once: the payment's `credited_at is null` guard and the ledger row are
   * one unit, so a replayed or concurrent duplicate notification changes nothing. An accepted
   * report for an expired (or declined) payment still credits: the money was taken.
   */
  private async credit(row: PaymentRow): Promise<void> {
    const { transactions, repository, ledger, clock } = this.deps;
    const at = clock();
    try {
      await transactions.write((work) => {
        repository.addCredit(work, row.id, at);
        ledger.add(work, {
          userId: row.user_id,
          amountMicros: usdToMicros(Number(row.amount)),
          kind: 'top_up',
          reference: `payment:${row.id}`,
          note: `${PROVIDER_NAMES[row.provider as PaymentProvider]} top-up${Number(row.sandbox) === 1 ? ' (sandbox)' : ''}`,
          at,
        });
      });
    } catch (error) {
      if (error instanceof Error && error.message === ALREADY_CREDITED) return;
      throw error;
    }
    await this.publish(row.id);
    await ledger.announce([row.user_id]);
  }

  /**
   * The reconciliation job's run: asks the provider about payments still `created` and settles
   * what is final; a payment past its deadline that is not paid becomes `expired`.
   */
  async reconcile(): Promise<void> {
    const { repository, providers, clock, log } = this.deps;
    for (const row of await repository.open(RECONCILE_BATCH)) {
      const provider = row.provider as PaymentProvider;
      const adapter = providers.get(provider);
      let report: ProviderReport | 'unknown' = 'unknown';
      try {
        if (adapter) report = await adapter.query(row.reference);
      } catch (error) {
        log.warn({ err: error, paymentId: row.id, provider }, 'payment status query failed');
      }
      if (report !== 'unknown' && report.outcome !== 'pending') {
        await this.settle(provider, report);
      } else if (clock() >= Number(row.expires_at)) {
        if (await repository.finish(row.id, 'expired', null, clock())) await this.publish(row.id);
      }
    }
  }

  /** Tells the owner's consoles the payment's state; answers it. */
  private async publish(id: number): Promise<Payment> {
    const row = await this.deps.repository.findById(id);
    if (!row) throw new NotFoundError();
    const payment = toPayment(row);
    this.deps.bus.publish({ kind: 'payment.changed', userId: row.user_id, data: payment });
    return payment;
  }
}
