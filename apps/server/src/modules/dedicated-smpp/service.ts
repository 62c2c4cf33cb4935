import {
  DEDICATED_SMPP_GRACE_DAYS,
  type DedicatedSmpp,
  type DedicatedSmppCancelled,
  type DedicatedSmppCreateBody,
  type DedicatedSmppStatus,
  type DedicatedSmppUpdateBody,
  type Language,
} from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import type { PortRange } from '../../config.js';
import type { Transactions } from '../../db/transactions.js';
import type { Work } from '../../db/work.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import {
  ConflictError,
  InsufficientBalanceError,
  NotFoundError,
  UnavailableError,
} from '../../errors/domain-errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { isInsufficientBalance, type Ledger } from '../billing/ledger.js';
import type { Pricing } from '../billing/pricing.js';
import type { UsersRepository } from '../users/repository.js';
import {
  DAY_MS,
  daysLeft,
  PERIOD_MS,
  periodCharge,
  proRataCharge,
  unusedDaysRefund,
  unusedWholeDays,
} from './charges.js';
import type { DedicatedListeners } from './listeners.js';
import { dedicatedSmppMail, type DedicatedSmppNotice } from './mails.js';
import { dedicatedSmppMessages as messages } from './messages.js';
import { cancelPreview, createPreview, dayOf, updatePreview } from './preview-texts.js';
import type { DedicatedSmppRepository, PeriodChange, Subscription } from './repository.js';
import { UserLock } from './user-lock.js';

const GRACE_MS = DEDICATED_SMPP_GRACE_DAYS * DAY_MS;
const LANGUAGES: readonly Language[] = ['en', 'ru', 'uk'];

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
  /** Users in grace or suspended: a balance change of theirs may renew at once. */
  private readonly awaiting = new Set<number>();
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly deps: DedicatedSmppDeps) {}

  /** Opens the listeners of active and grace subscriptions; watches top-ups of waiting ones. */
  async start(): Promise<void> {
    this.deps.listeners.start();
    for (const subscription of await this.deps.repository.listening()) {
      await this.deps.listeners.openFor(subscription);
    }
    for (const userId of await this.deps.repository.awaitingPayment()) this.awaiting.add(userId);
    this.unsubscribe = this.deps.bus.subscribeAll((event) => {
      if (event.kind !== 'balance.changed' || !this.awaiting.has(event.userId)) return;
      this.resume(event.userId).catch((error: unknown) =>
        this.deps.log.error({ err: error, userId: event.userId }, 'dedicated SMPP resume failed'),
      );
    });
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    await this.deps.listeners.closeAll();
  }

  async get(userId: number): Promise<DedicatedSmpp> {
    const subscription = await this.deps.repository.findByUser(userId);
    if (!subscription) throw new NotFoundError();
    return this.view(subscription);
  }

  /** The console's alert: a subscription waiting for money. */
  async alertOf(userId: number) {
    if (!this.awaiting.has(userId)) return undefined;
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
      const price = await this.pricePerIp(userId);
      const charge = periodCharge(price, body.ip_addresses.length);
      const preview = createPreview(language, {
        chargeMicros: charge,
        addresses: body.ip_addresses.length,
        renewsOn: now + PERIOD_MS,
      });
      if (body.preview) return { preview };
      const subscription = await this.insert(userId, body.ip_addresses, price, language, now);
      this.changed(userId, 'active');
      await this.deps.listeners.openFor(subscription);
      this.notify(subscription, {
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
      const price = await this.pricePerIp(userId);
      const preview = updatePreview(language, {
        added,
        removed,
        chargeMicros: charge,
        daysLeft: days,
        renewsOn: subscription.periodEnd,
        renewalMicros: periodCharge(price, body.ip_addresses.length),
      });
      if (body.preview) return { preview };
      await this.charged(userId, charge, (work) => {
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
            reference: reference(subscription),
            note: `Dedicated SMPP: ${added} added IP address(es) for ${days} day(s)`,
            at: now,
          });
        }
      });
      this.deps.listeners.setAllowed(subscription.id, body.ip_addresses);
      this.changed(userId, subscription.status);
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
      await this.charged(userId, 0, (work) => {
        this.deps.repository.addDelete(work, subscription, messages.changed);
        if (refund > 0) {
          this.deps.ledger.add(work, {
            userId,
            amountMicros: refund,
            kind: 'refund',
            reference: reference(subscription),
            note: `Dedicated SMPP cancelled: ${unusedDays} unused day(s)`,
            at: now,
          });
        }
      });
      this.awaiting.delete(userId);
      this.changed(userId, 'cancelled');
      await this.deps.listeners.close(subscription.id);
      this.notify(subscription, { kind: 'cancelled', refundMicros: refund, unusedDays });
      return { id: subscription.id, refunded_micros: refund, preview };
    });
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
      const needed = periodCharge(await this.pricePerIp(userId), subscription.ipAddresses.length);
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
    this.changed(subscription.userId, 'grace');
    const price = await this.pricePerIp(subscription.userId);
    this.notify(subscription, {
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
    const price = await this.pricePerIp(subscription.userId);
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
      await this.charged(subscription.userId, charge, (work) => {
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
    this.changed(subscription.userId, 'active');
    const renewed = { ...subscription, ...change };
    await this.deps.listeners.openFor(renewed);
    this.notify(subscription, {
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
    this.changed(subscription.userId, 'suspended');
    await this.deps.listeners.close(subscription.id);
    const price = await this.pricePerIp(subscription.userId);
    this.notify(subscription, {
      kind: 'suspended',
      chargeMicros: periodCharge(price, subscription.ipAddresses.length),
    });
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
        await this.charged(userId, charge, (work) => {
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

  /**
   * Runs the unit; a charge the balance does not cover becomes the 402 that says what it needs.
   * The balance is announced once the unit has committed.
   */
  private async charged(userId: number, charge: number, build: (work: Work) => void) {
    try {
      await this.deps.transactions.write(build);
    } catch (error) {
      if (isInsufficientBalance(error)) throw await this.deps.ledger.shortfall(userId, charge);
      if (error instanceof Error && error.message === messages.changed) {
        throw new ConflictError(messages.changed);
      }
      throw error;
    }
    await this.deps.ledger.announce([userId]);
  }

  private async owned(userId: number, id: number): Promise<Subscription> {
    const subscription = await this.deps.repository.findByUser(userId);
    // Another user's id answers as a missing one.
    if (!subscription || subscription.id !== id) throw new NotFoundError();
    return subscription;
  }

  private async pricePerIp(userId: number): Promise<number> {
    return (await this.deps.pricing.forUser(userId)).dedicated_ip_micros;
  }

  private async view(subscription: Subscription): Promise<DedicatedSmpp> {
    const price = await this.pricePerIp(subscription.userId);
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

  /** Tells the user's console the subscription changed (status, listener, addresses). */
  private changed(userId: number, status: DedicatedSmppStatus | 'cancelled'): void {
    this.deps.bus.publish({ kind: 'dedicated_smpp.changed', userId, data: { status } });
  }

  /** Sends the notice; a mail that cannot go is logged, the change stands. */
  private notify(subscription: Subscription, notice: DedicatedSmppNotice): void {
    void (async () => {
      const user = await this.deps.users.findById(subscription.userId);
      if (!user) return;
      const language = LANGUAGES.find((code) => code === subscription.language) ?? 'en';
      await this.deps.mailer.send(
        dedicatedSmppMail(user.email, this.deps.consoleUrl, language, notice),
      );
    })().catch((error: unknown) =>
      this.deps.log.error(
        { err: error, subscriptionId: subscription.id, notice: notice.kind },
        'dedicated SMPP e-mail not sent',
      ),
    );
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
const reference = (subscription: Subscription) => `dedicated-smpp:port-${subscription.port}`;
