import type { AdminUser, Group, Paged, Tier } from '@routelab/shared';
import { NotFoundError, ValidationError } from '../../errors/domain-errors.js';
import { formatGroups, toAdminUser } from '../users/profile.js';
import type { UsersRepository } from '../users/repository.js';

export const LAST_ADMIN = 'At least one user must stay in the admin group';

/** The admin users page: browse accounts, change their groups and tier. */
export class AdminUsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly billing: boolean,
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
}
