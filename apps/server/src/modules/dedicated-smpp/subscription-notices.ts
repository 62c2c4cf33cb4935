import { type DedicatedSmppStatus, type Language } from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { Mailer } from '../../mail/mailer.js';
import type { UsersRepository } from '../users/repository.js';
import { dedicatedSmppMail, type DedicatedSmppNotice } from './mails.js';
import type { Subscription } from './repository.js';

const LANGUAGES: readonly Language[] = ['en', 'ru', 'uk'];

export interface SubscriptionNoticesDeps {
  users: UsersRepository;
  mailer: Mailer;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** The console page the e-mails link to. */
  consoleUrl: string;
}

/** What a subscriber hears of their subscription: the console's live event and the e-mails. */
export class SubscriptionNotices {
  constructor(private readonly deps: SubscriptionNoticesDeps) {}

  /** Tells the user's console the subscription changed (status, listener, addresses). */
  changed(userId: number, status: DedicatedSmppStatus | 'cancelled'): void {
    this.deps.bus.publish({ kind: 'dedicated_smpp.changed', userId, data: { status } });
  }

  /** Sends the notice; a mail that cannot go is logged, the change stands. */
  notify(subscription: Subscription, notice: DedicatedSmppNotice): void {
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
