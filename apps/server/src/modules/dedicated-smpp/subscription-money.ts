import type { Transactions } from '../../db/transactions.js';
import type { Work } from '../../db/work.js';
import { ConflictError } from '../../errors/domain-errors.js';
import { isInsufficientBalance, type Ledger } from '../billing/ledger.js';
import type { Pricing } from '../billing/pricing.js';
import { dedicatedSmppMessages as messages } from './messages.js';
import type { Subscription } from './repository.js';

/** What a subscription's ledger rows refer to. */
export const subscriptionReference = (subscription: Subscription) =>
  `dedicated-smpp:port-${subscription.port}`;

/** How dedicated SMPP is priced and how its changes are charged. */
export class SubscriptionMoney {
  constructor(
    private readonly transactions: Transactions,
    private readonly ledger: Ledger,
    private readonly pricing: Pricing,
  ) {}

  /**
   * Runs the unit; a charge the balance does not cover becomes the 402 that says what it needs.
   * The balance is announced once the unit has committed.
   */
  async charged(userId: number, charge: number, build: (work: Work) => void) {
    try {
      await this.transactions.write(build);
    } catch (error) {
      if (isInsufficientBalance(error)) throw await this.ledger.shortfall(userId, charge);
      if (error instanceof Error && error.message === messages.changed) {
        throw new ConflictError(messages.changed);
      }
      throw error;
    }
    await this.ledger.announce([userId]);
  }

  async pricePerIp(userId: number): Promise<number> {
    return (await this.pricing.forUser(userId)).dedicated_ip_micros;
  }
}
