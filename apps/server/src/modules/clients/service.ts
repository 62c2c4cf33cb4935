import { isUniqueViolation } from '../../db/unique-violation.js';
import type {
  Client,
  ClientList,
  ClientTraffic,
  clientCreateSchema,
  clientUpdateSchema,
} from '@routelab/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { ClientRow } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../errors/domain-errors.js';
import type { EsmeServer } from '../../smpp/smpp-server/esme-server.js';
import { hashPassword, type ScryptCost } from '../../crypto/password-hash.js';
import { formatAllowedIps, noRouteOf, parseDlrPolicy, routingOf, toClient } from './client-view.js';
import type { ClientsRepository } from './repository.js';

type CreateInput = z.output<typeof clientCreateSchema>;
type UpdateInput = z.output<typeof clientUpdateSchema>;

export const SYSTEM_ID_TAKEN = 'This system ID is taken';

const taken = () => ValidationError.field('system_id', SYSTEM_ID_TAKEN);

/** ESME accounts of the signed-in user; changes that matter to live sessions reach them. */
export class ClientsService {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly esme: EsmeServer,
    private readonly passwordCost: ScryptCost,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<ClientList> {
    const rows = await this.clients.listByUser(userId);
    return {
      clients: rows.map((row) => this.view(row)),
      connections: this.esme.registry.connections(rows.map((row) => row.id)),
      timestamp: new Date(this.clock()).toISOString(),
      smpp_port: this.esme.listening.port,
      smpp_tls_port: this.esme.listening.tlsPort,
    };
  }

  /** The account as the API shows it, with its failed binds and lock. */
  view(row: ClientRow): Client {
    return toClient(row, this.esme.bindLockOf(row.id));
  }

  /** Ends the account's bind lock early (its owner knows the ESME now has the right password). */
  async unlock(userId: number, id: number): Promise<ClientRow> {
    const row = await this.get(userId, id);
    this.esme.unlockBinds(row.id);
    return row;
  }

  /** The account's traffic over the last two minutes, a count per second. */
  async traffic(userId: number, id: number): Promise<ClientTraffic> {
    await this.get(userId, id);
    const { until, ...series } = this.esme.traffic.series(id, this.clock());
    return {
      client_id: id,
      until: new Date(until).toISOString(),
      interval_ms: 1_000,
      ...series,
    };
  }

  async get(userId: number, id: number): Promise<ClientRow> {
    const row = await this.clients.findForUser(userId, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  async create(userId: number, body: CreateInput): Promise<ClientRow> {
    if (await this.clients.findBySystemId(body.system_id)) throw taken();
    const now = this.clock();
    try {
      return await this.clients.create({
        user_id: userId,
        name: body.name,
        system_id: body.system_id,
        password_hash: await hashPassword(body.password, this.passwordCost),
        allowed_ips: formatAllowedIps(body.allowed_ips),
        max_binds: body.max_binds,
        throughput_limit: body.throughput_limit,
        dlr_policy: JSON.stringify(body.dlr_policy),
        enabled: body.enabled ? 1 : 0,
        routing: body.routing,
        no_route: body.no_route,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  /**
   * Saves an edit. Disabling the account, changing its password or its system_id unbinds its
   * sessions (they bound with what no longer holds); limits and policy apply to live sessions.
   */
  async update(userId: number, body: UpdateInput): Promise<ClientRow> {
    const current = await this.get(userId, body.id);
    if (body.system_id !== current.system_id) {
      const other = await this.clients.findBySystemId(body.system_id);
      if (other && other.id !== current.id) throw taken();
    }
    let row: ClientRow | undefined;
    try {
      row = await this.clients.update(current.id, {
        name: body.name,
        system_id: body.system_id,
        ...(body.password === undefined
          ? {}
          : { password_hash: await hashPassword(body.password, this.passwordCost) }),
        allowed_ips: formatAllowedIps(body.allowed_ips),
        max_binds: body.max_binds,
        throughput_limit: body.throughput_limit,
        dlr_policy: JSON.stringify(body.dlr_policy),
        enabled: body.enabled ? 1 : 0,
        routing: body.routing,
        no_route: body.no_route,
        updated_at: this.clock(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    if (!row) throw new NotFoundError();
    const mustUnbind =
      !body.enabled || body.password !== undefined || body.system_id !== current.system_id;
    if (mustUnbind) {
      void this.esme.registry.unbindClient(row.id);
    } else {
      this.esme.registry.updateAccount({
        clientId: row.id,
        userId,
        throughputLimit: row.throughput_limit,
        policy: parseDlrPolicy(row.dlr_policy),
        routing: routingOf(row.routing) === 'on' ? { noRoute: noRouteOf(row.no_route) } : undefined,
      });
    }
    return row;
  }

  /** Unbinds the account's sessions, lets their queued messages land, then deletes it all. */
  async delete(userId: number, id: number): Promise<void> {
    const row = await this.get(userId, id);
    await this.esme.forgetClient(row.id);
    await this.clients.delete(row.id);
  }
}
