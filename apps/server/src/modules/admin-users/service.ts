import { formatUsd, type AdminUser, type Group, type Paged, type Tier } from '@routelab/shared';
import type { Clock } from '../../clock.js';
import {
  InsufficientBalanceError,
  NotFoundError,
  ValidationError,
} from '../../errors/domain-errors.js';
import type { Ledger } from '../billing/ledger.js';
import { formatGroups, toAdminUser } from '../users/profile.js';
import type { UsersRepository } from '../users/repository.js';

export const LAST_ADMIN = 'At least one user must stay in the admin group';

/** "The balance is $1.500; an adjustment cannot take it below zero." (ru/uk by its {n} template). */
export const belowZeroMessage = (balanceMicros: number) =>
  `The balance is ${formatUsd(balanceMicros)}; an adjustment cannot take it below zero.`;

/** The admin users page: browse accounts, change their groups, tier and balance. */
export class AdminUsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly billing: boolean,
    private readonly ledger: Ledger,
    private readonly clock: Clock,
  ) {}

  async list(query: {
    page: number;
    page_size: number;
    search?: string | undefined;
  }): Promise<Paged<AdminUser>> {
    const { count, rows } = await this.users.list({
      search: query.search || undefined,
      offset: (query.page - 1) * query.page_size,
      limit: query.page_size,
    });
    return { count, results: rows.map((row) => toAdminUser(row, this.billing)) };
  }

  /** Refuses to take the admin group from the last admin: nobody could give it back but the CLI. */
  async update(id: number, body: { groups: Group[]; tier: Tier }): Promise<AdminUser> {
    if (!body.groups.includes('admin') && (await this.users.countAdminsExcept(id)) === 0) {
      throw ValidationError.field('groups', LAST_ADMIN);
    }
    const row = await this.users.update(id, { groups: formatGroups(body.groups), tier: body.tier });
    if (!row) throw new NotFoundError();
    return toAdminUser(row, this.billing);
  }

  /**
   * Adds an admin's adjustment to the user's balance: a ledger row with the admin as its author
   * and the note. One that would leave the balance negative is refused on amount_micros.
   */
  async adjustBalance(
    id: number,
    adminId: number,
    body: { amount_micros: number; note: string },
  ): Promise<AdminUser> {
    if (!(await this.users.findById(id))) throw new NotFoundError();
    try {
      await this.ledger.apply({
        userId: id,
        amountMicros: body.amount_micros,
        kind: 'adjustment',
        note: body.note,
        actorId: adminId,
        at: this.clock(),
      });
    } catch (error) {
      if (!(error instanceof InsufficientBalanceError)) throw error;
      throw ValidationError.field(
        'amount_micros',
        belowZeroMessage(await this.ledger.balanceOf(id)),
      );
    }
    const row = await this.users.findById(id);
    if (!row) throw new NotFoundError();
    return toAdminUser(row, this.billing);
  }
}
