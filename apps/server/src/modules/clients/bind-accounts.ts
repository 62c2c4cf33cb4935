import type { BindAccount, BindAccounts } from '../../smpp/ports/bind-accounts.js';
import { noRouteOf, parseAllowedIps, parseDlrPolicy, routingOf } from './client-view.js';
import type { ClientsRepository } from './repository.js';

/** ESME accounts as the SMPP server's binds read them, parsed once per bind. */
export class ClientBindAccounts implements BindAccounts {
  constructor(private readonly clients: ClientsRepository) {}

  async findBySystemId(systemId: string): Promise<BindAccount | undefined> {
    const row = await this.clients.findBySystemId(systemId);
    if (!row) return undefined;
    return {
      id: row.id,
      userId: row.user_id,
      systemId: row.system_id,
      passwordHash: row.password_hash,
      allowedIps: parseAllowedIps(row.allowed_ips),
      enabled: row.enabled === 1,
      maxBinds: row.max_binds,
      throughputLimit: row.throughput_limit,
      policy: parseDlrPolicy(row.dlr_policy),
      routing: routingOf(row.routing) === 'on' ? { noRoute: noRouteOf(row.no_route) } : undefined,
    };
  }
}
