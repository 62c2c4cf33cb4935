import type { FastifyBaseLogger } from 'fastify';
import { DEDICATED_SMPP_GRACE_DAYS } from '@routelab/shared';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import type { Transactions } from '../../db/transactions.js';
import { InsufficientBalanceError } from '../../errors/domain-errors.js';
import type { Ledger } from '../billing/ledger.js';
import { DAY_MS, PERIOD_MS, periodCharge } from './charges.js';
import type { DedicatedListeners } from './listeners.js';
import { dedicatedSmppMessages as messages } from './messages.js';
import { dayOf } from './preview-texts.js';
import type { DedicatedSmppRepository, PeriodChange, Subscription } from './repository.js';
import {
  subscriptionReference as reference,
  type SubscriptionMoney,
} from './subscription-money.js';
import type { SubscriptionNotices } from './subscription-notices.js';
import type { UserLock } from './user-lock.js';

const GRACE_MS = DEDICATED_SMPP_GRACE_DAYS * DAY_MS;

export interface SubscriptionRenewalDeps {
  repository: DedicatedSmppRepository;
  listeners: DedicatedListeners;
  transactions: Transactions;
  ledger: Ledger;
  bus: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
  lock: UserLock;
  money: SubscriptionMoney;
  notices: SubscriptionNotices;
}

/**
 * The periods of dedicated SMPP subscriptions: renewal when a period ends (grace when the
 * balance does not cover it), suspension when grace runs out, and a renewal as soon as a waiting
 * subscriber's balance covers it (a top-up seen on the bus, or the job's next sweep).
 */
export class SubscriptionRenewal {
  /** Users in grace or suspended: a balance change of theirs may renew at once. */
  private readonly awaiting = new Set<number>();
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly deps: SubscriptionRenewalDeps) {}

  private get lock(): UserLock {
    return this.deps.lock;
  }

  private get money(): SubscriptionMoney {
    return this.deps.money;
  }

  private get notices(): SubscriptionNotices {
    return this.deps.notices;
  }

  /** Watches the balances of subscribers waiting for money. */
  async start(): Promise<void> {
    for (const userId of await this.deps.repository.awaitingPayment()) this.awaiting.add(userId);
    this.unsubscribe = this.deps.bus.subscribeAll((event) => {
      if (event.kind !== 'balance.changed' || !this.awaiting.has(event.userId)) return;
      this.resume(event.userId).catch((error: unknown) =>
        this.deps.log.error({ err: error, userId: event.userId }, 'dedicated SMPP resume failed'),
      );
    });
  }

  stop(): void {
    this.unsubscribe?.();
  }

  /** Whether the user's subscription waits for money (in grace or suspended). */
  isAwaiting(userId: number): boolean {
    return this.awaiting.has(userId);
  }

  /** The subscription is gone: nothing of the user's waits any more. */
  forget(userId: number): void {
    this.awaiting.delete(userId);
  }

  /**
   * The renewal job: renews each active subscription whose period ended (grace when the
   * balance does not cover it), suspends those whose grace ran out, renews waiting ones the
   * balance now covers, and reopens listeners that could not open before.
   */
  async renewDue(): Promise<void> {
    const now = this.deps.clock();
    for (const due of await this.deps.repository.due(now)) {
      await this.lock.run(due.userId, async () => {
        const subscription = await this.deps.repository.findByUser(due.userId);
        if (!subscription || subscription.id !== due.id) return;
        if (subscription.status === 'active' && subscription.periodEnd <= now) {
          await this.renewOrGrace(subscription, now);
        } else if (subscription.status === 'grace' && (subscription.graceUntil ?? 0) <= now) {
          if (!(await this.renew(subscription, now))) await this.suspend(subscription, now);
        }
      });
    }
    // A credit this process did not see (another process, or while it was down) renews too.
    for (const userId of [...this.awaiting]) await this.resume(userId);
    for (const subscription of await this.deps.repository.listening()) {
      if (!this.deps.listeners.isOpen(subscription.id)) {
        await this.deps.listeners.openFor(subscription);
      }
    }
  }

  /** A top-up (or any credit) of a user in grace or suspended: renew now if it is covered. */
  private resume(userId: number): Promise<void> {
    return this.lock.run(userId, async () => {
      const subscription = await this.deps.repository.findByUser(userId);
      if (!subscription || subscription.status === 'active') {
        this.awaiting.delete(userId);
        return;
      }
      const needed = periodCharge(
        await this.money.pricePerIp(userId),
        subscription.ipAddresses.length,
      );
      if ((await this.deps.ledger.balanceOf(userId)) < needed) return;
      await this.renew(subscription, this.deps.clock());
    });
  }

  private async renewOrGrace(subscription: Subscription, now: number): Promise<void> {
    if (await this.renew(subscription, now)) return;
    const graceUntil = subscription.periodEnd + GRACE_MS;
    const change: PeriodChange = {
      status: 'grace',
      periodStart: subscription.periodStart,
      periodEnd: subscription.periodEnd,
      graceUntil,
      pricePerIpMicros: subscription.pricePerIpMicros,
    };
    await this.deps.transactions.write((work) =>
      this.deps.repository.addPeriodChange(work, subscription, change, now, messages.changed),
    );
    this.awaiting.add(subscription.userId);
    this.notices.changed(subscription.userId, 'grace');
    const price = await this.money.pricePerIp(subscription.userId);
    this.notices.notify(subscription, {
      kind: 'renewal-failed',
      chargeMicros: periodCharge(price, subscription.ipAddresses.length),
      graceUntil,
    });
    // Its grace may already be over (a server that was down): the next sweep suspends it.
  }

  /**
   * Charges the next period and makes the subscription active; false (nothing changed) when
   * the balance does not cover it. After grace the period runs on from where the last ended
   * (its listener kept working); after a suspension or a long outage it starts now.
   */
  private async renew(subscription: Subscription, now: number): Promise<boolean> {
    const price = await this.money.pricePerIp(subscription.userId);
    const charge = periodCharge(price, subscription.ipAddresses.length);
    const continues =
      subscription.status !== 'suspended' && now - subscription.periodEnd < GRACE_MS;
    const periodStart = continues ? subscription.periodEnd : now;
    const change: PeriodChange = {
      status: 'active',
      periodStart,
      periodEnd: periodStart + PERIOD_MS,
      graceUntil: null,
      pricePerIpMicros: price,
    };
    try {
      await this.money.charged(subscription.userId, charge, (work) => {
        this.deps.repository.addPeriodChange(work, subscription, change, now, messages.changed);
        if (charge > 0) {
          this.deps.ledger.add(work, {
            userId: subscription.userId,
            amountMicros: -charge,
            kind: 'subscription',
            reference: reference(subscription),
            note: `Dedicated SMPP renewal: ${subscription.ipAddresses.length} IP address(es), ${dayOf(periodStart)} to ${dayOf(change.periodEnd)}`,
            at: now,
          });
        }
      });
    } catch (error) {
      if (error instanceof InsufficientBalanceError) return false;
      throw error;
    }
    this.awaiting.delete(subscription.userId);
    this.notices.changed(subscription.userId, 'active');
    const renewed = { ...subscription, ...change };
    await this.deps.listeners.openFor(renewed);
    this.notices.notify(subscription, {
      kind: 'renewed',
      chargeMicros: charge,
      periodEnd: change.periodEnd,
    });
    return true;
  }

  private async suspend(subscription: Subscription, now: number): Promise<void> {
    const change: PeriodChange = {
      status: 'suspended',
      periodStart: subscription.periodStart,
      periodEnd: subscription.periodEnd,
      graceUntil: null,
      pricePerIpMicros: subscription.pricePerIpMicros,
    };
    await this.deps.transactions.write((work) =>
      this.deps.repository.addPeriodChange(work, subscription, change, now, messages.changed),
    );
    this.awaiting.add(subscription.userId);
    this.notices.changed(subscription.userId, 'suspended');
    await this.deps.listeners.close(subscription.id);
    const price = await this.money.pricePerIp(subscription.userId);
    this.notices.notify(subscription, {
      kind: 'suspended',
      chargeMicros: periodCharge(price, subscription.ipAddresses.length),
    });
  }
}
