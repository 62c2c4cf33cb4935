import {
  type DedicatedSmpp,
  type DedicatedSmppCancelled,
  type DedicatedSmppCreateBody,
  type DedicatedSmppUpdateBody,
  type Language,
} from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import type { PortRange } from '../../config.js';
import type { Transactions } from '../../db/transactions.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { ConflictError, NotFoundError, UnavailableError } from '../../errors/domain-errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Ledger } from '../billing/ledger.js';
import type { Pricing } from '../billing/pricing.js';
import type { UsersRepository } from '../users/repository.js';
import {
  daysLeft,
  PERIOD_MS,
  periodCharge,
  proRataCharge,
  unusedDaysRefund,
  unusedWholeDays,
} from './charges.js';
import type { DedicatedListeners } from './listeners.js';
import { dedicatedSmppMessages as messages } from './messages.js';
import { cancelPreview, createPreview, dayOf, updatePreview } from './preview-texts.js';
import type { DedicatedSmppRepository, Subscription } from './repository.js';
import { subscriptionReference, SubscriptionMoney } from './subscription-money.js';
import { SubscriptionNotices } from './subscription-notices.js';
import { SubscriptionRenewal } from './subscription-renewal.js';
import { UserLock } from './user-lock.js';

export interface DedicatedSmppDeps {
  transactions: Transactions;
  repository: DedicatedSmppRepository;
  listeners: DedicatedListeners;
  ledger: Ledger;
  pricing: Pricing;
  users: UsersRepository;
  mailer: Mailer;
  bus: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
  ports: PortRange;
  /** The host name subscribers connect to (PUBLIC_URL's). */
  publicHost: string;
  /** The console page the e-mails link to. */
  consoleUrl: string;
}

/** The answer of a preview, or of the change itself. */
export type Previewed<T> = { preview: string } | T;

/**
 * Dedicated SMPP (issue 24): one subscription per user, its own listener on a port of its own,
 * admitting only the subscriber's addresses, paid per address per 30 days from the balance.
 * Every charge and refund is a ledger row in the unit that changes the subscription.
 */
export class DedicatedSmppService {
  private readonly lock = new UserLock();
  private readonly money: SubscriptionMoney;
  private readonly notices: SubscriptionNotices;
  private readonly renewal: SubscriptionRenewal;

  constructor(private readonly deps: DedicatedSmppDeps) {
    this.money = new SubscriptionMoney(deps.transactions, deps.ledger, deps.pricing);
    this.notices = new SubscriptionNotices(deps);
    this.renewal = new SubscriptionRenewal({
      ...deps,
      lock: this.lock,
      money: this.money,
      notices: this.notices,
    });
  }

  /** Opens the listeners of active and grace subscriptions; watches top-ups of waiting ones. */
  async start(): Promise<void> {
    this.deps.listeners.start();
    for (const subscription of await this.deps.repository.listening()) {
      await this.deps.listeners.openFor(subscription);
    }
    await this.renewal.start();
  }

  async stop(): Promise<void> {
    this.renewal.stop();
    await this.deps.listeners.closeAll();
  }

  /** null when the user has none: a normal state, not an error (issue 36). */
  async get(userId: number): Promise<DedicatedSmpp | null> {
    const subscription = await this.deps.repository.findByUser(userId);
    return subscription ? this.view(subscription) : null;
  }

  /** The console's alert: a subscription waiting for money. */
  async alertOf(userId: number) {
    if (!this.renewal.isAwaiting(userId)) return undefined;
    const subscription = await this.deps.repository.findByUser(userId);
    if (!subscription || subscription.status === 'active') return undefined;
    return {
      status: subscription.status,
      grace_until: subscription.graceUntil === null ? null : iso(subscription.graceUntil),
    };
  }

  create(
    userId: number,
    body: DedicatedSmppCreateBody & { ip_addresses: string[]; preview: boolean },
    language: Language,
  ): Promise<Previewed<DedicatedSmpp>> {
    return this.lock.run(userId, async () => {
      if (await this.deps.repository.findByUser(userId)) throw new ConflictError(messages.exists);
      const now = this.deps.clock();
      const price = await this.money.pricePerIp(userId);
      const charge = periodCharge(price, body.ip_addresses.length);
      const preview = createPreview(language, {
        chargeMicros: charge,
        addresses: body.ip_addresses.length,
        renewsOn: now + PERIOD_MS,
      });
      if (body.preview) return { preview };
      const subscription = await this.insert(userId, body.ip_addresses, price, language, now);
      this.notices.changed(userId, 'active');
      await this.deps.listeners.openFor(subscription);
      this.notices.notify(subscription, {
        kind: 'created',
        port: subscription.port,
        chargeMicros: charge,
        renewsOn: subscription.periodEnd,
      });
      return { ...(await this.view(subscription)), preview };
    });
  }

  update(
    userId: number,
    body: DedicatedSmppUpdateBody & { id: number; ip_addresses: string[]; preview: boolean },
    language: Language,
  ): Promise<Previewed<DedicatedSmpp>> {
    return this.lock.run(userId, async () => {
      const subscription = await this.owned(userId, body.id);
      const now = this.deps.clock();
      const before = new Set(subscription.ipAddresses);
      const after = new Set(body.ip_addresses);
      const added = body.ip_addresses.filter((address) => !before.has(address)).length;
      const removed = subscription.ipAddresses.filter((address) => !after.has(address)).length;
      // Only a paid period is topped up; in grace or suspended the renewal charges them all.
      const days = subscription.status === 'active' ? daysLeft(subscription.periodEnd, now) : 0;
      const charge = proRataCharge(subscription.pricePerIpMicros, added, days);
      const price = await this.money.pricePerIp(userId);
      const preview = updatePreview(language, {
        added,
        removed,
        chargeMicros: charge,
        daysLeft: days,
        renewsOn: subscription.periodEnd,
        renewalMicros: periodCharge(price, body.ip_addresses.length),
      });
      if (body.preview) return { preview };
      await this.money.charged(userId, charge, (work) => {
        this.deps.repository.addAddressChange(
          work,
          subscription,
          body.ip_addresses,
          now,
          messages.changed,
        );
        if (charge > 0) {
          this.deps.ledger.add(work, {
            userId,
            amountMicros: -charge,
            kind: 'subscription',
            reference: subscriptionReference(subscription),
            note: `Dedicated SMPP: ${added} added IP address(es) for ${days} day(s)`,
            at: now,
          });
        }
      });
      this.deps.listeners.setAllowed(subscription.id, body.ip_addresses);
      this.notices.changed(userId, subscription.status);
      const changed = { ...subscription, ipAddresses: body.ip_addresses };
      return { ...(await this.view(changed)), preview };
    });
  }

  cancel(
    userId: number,
    id: number,
    previewOnly: boolean,
    language: Language,
  ): Promise<{ preview: string } | DedicatedSmppCancelled> {
    return this.lock.run(userId, async () => {
      const subscription = await this.owned(userId, id);
      const now = this.deps.clock();
      const unusedDays =
        subscription.status === 'active' ? unusedWholeDays(subscription.periodEnd, now) : 0;
      const refund = unusedDaysRefund(
        subscription.pricePerIpMicros,
        subscription.ipAddresses.length,
        unusedDays,
      );
      const preview = cancelPreview(language, { refundMicros: refund, unusedDays });
      if (previewOnly) return { preview };
      await this.money.charged(userId, 0, (work) => {
        this.deps.repository.addDelete(work, subscription, messages.changed);
        if (refund > 0) {
          this.deps.ledger.add(work, {
            userId,
            amountMicros: refund,
            kind: 'refund',
            reference: subscriptionReference(subscription),
            note: `Dedicated SMPP cancelled: ${unusedDays} unused day(s)`,
            at: now,
          });
        }
      });
      this.renewal.forget(userId);
      this.notices.changed(userId, 'cancelled');
      await this.deps.listeners.close(subscription.id);
      this.notices.notify(subscription, { kind: 'cancelled', refundMicros: refund, unusedDays });
      return { id: subscription.id, refunded_micros: refund, preview };
    });
  }

  /** The renewal job's sweep (see SubscriptionRenewal.renewDue). */
  renewDue(): Promise<void> {
    return this.renewal.renewDue();
  }

  /** Inserts the subscription with its first charge, on the lowest free port. */
  private async insert(
    userId: number,
    ipAddresses: string[],
    price: number,
    language: Language,
    now: number,
  ): Promise<Subscription> {
    const charge = periodCharge(price, ipAddresses.length);
    // Another user may take the same free port at the same moment: then the next one is tried.
    for (let attempt = 0; attempt < 5; attempt++) {
      const port = await this.deps.repository.freePort(this.deps.ports);
      if (port === undefined) throw new UnavailableError(messages.noPort);
      const row = {
        user_id: userId,
        port,
        ip_addresses: JSON.stringify(ipAddresses),
        status: 'active',
        period_start: now,
        period_end: now + PERIOD_MS,
        grace_until: null,
        price_per_ip_micros: price,
        language,
        created_at: now,
        updated_at: now,
      };
      try {
        await this.money.charged(userId, charge, (work) => {
          this.deps.repository.addInsert(work, row);
          if (charge > 0) {
            this.deps.ledger.add(work, {
              userId,
              amountMicros: -charge,
              kind: 'subscription',
              reference: `dedicated-smpp:port-${port}`,
              note: `Dedicated SMPP: ${ipAddresses.length} IP address(es), ${dayOf(now)} to ${dayOf(now + PERIOD_MS)}`,
              at: now,
            });
          }
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (await this.deps.repository.findByUser(userId)) throw new ConflictError(messages.exists);
        continue;
      }
      const stored = await this.deps.repository.findByUser(userId);
      if (stored) return stored;
    }
    throw new UnavailableError(messages.noPort);
  }

  private async owned(userId: number, id: number): Promise<Subscription> {
    const subscription = await this.deps.repository.findByUser(userId);
    // Another user's id answers as a missing one.
    if (!subscription || subscription.id !== id) throw new NotFoundError();
    return subscription;
  }

  private async view(subscription: Subscription): Promise<DedicatedSmpp> {
    const price = await this.money.pricePerIp(subscription.userId);
    const refused = this.deps.listeners.refused(subscription);
    return {
      id: subscription.id,
      status: subscription.status,
      host: this.deps.publicHost,
      port: subscription.port,
      tls_port: this.deps.listeners.tlsPortOf(subscription.port),
      listening: this.deps.listeners.isOpen(subscription.id),
      ip_addresses: subscription.ipAddresses,
      period_start: iso(subscription.periodStart),
      period_end: iso(subscription.periodEnd),
      grace_until: subscription.graceUntil === null ? null : iso(subscription.graceUntil),
      price_per_ip_micros: price,
      price_per_period_micros: periodCharge(price, subscription.ipAddresses.length),
      refused_connections: {
        count: refused.count,
        last_address: refused.lastAddress,
        last_at: refused.lastAt === null ? null : iso(refused.lastAt),
      },
      sessions: this.deps.listeners.sessions(subscription.id),
      created_at: iso(subscription.createdAt),
    };
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
