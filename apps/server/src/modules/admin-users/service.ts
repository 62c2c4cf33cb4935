import type { AdminUser, Group, Paged, Tier } from '@routelab/shared';
import { notFound } from '../../http/errors.js';
import { formatGroups, toAdminUser } from '../users/profile.js';
import type { UsersRepository } from '../users/repository.js';

/** The admin users page: browse accounts, change their groups and tier. */
export class AdminUsersService {
  constructor(private readonly users: UsersRepository) {}

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
    return { count, results: rows.map(toAdminUser) };
  }

  async update(id: number, body: { groups: Group[]; tier: Tier }): Promise<AdminUser> {
    const row = await this.users.update(id, { groups: formatGroups(body.groups), tier: body.tier });
    if (!row) throw notFound();
    return toAdminUser(row);
  }
}
