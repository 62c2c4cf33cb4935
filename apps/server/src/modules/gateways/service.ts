import type {
  AnalyticsPeriod,
  GatewayAnalytics,
  gatewayCreateSchema,
  gatewayUpdateSchema,
  GatewayDetail,
  GatewayList,
} from '@routelab/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { GatewayRow, GatewaysTable } from '../../db/schema.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import type { GatewayManager } from '../../smpp/gateway-manager/gateway-manager.js';
import type { OutboxRepository } from '../smsc-messages/outbox-repository.js';
import type { OutboxSettlement } from '../smsc-messages/outbox-settlement.js';
import { assertReadableCertificates } from './ca-certificates.js';
import type { GatewayNetworkPolicy } from './network-policy.js';
import type { GatewaysRepository } from './repository.js';
import { toGateway } from './to-api.js';

type CreateBody = z.output<typeof gatewayCreateSchema>;
type UpdateBody = z.output<typeof gatewayUpdateSchema>;
type Fields = Omit<CreateBody, 'password'>;

function columns(
  body: Fields,
): Omit<
  GatewaysTable,
  | 'id'
  | 'user_id'
  | 'password_enc'
  | 'created_at'
  | 'updated_at'
  | 'unmatched_receipts'
  | 'unmatched_receipt_at'
  | 'unmatched_receipt_id'
> {
  return {
    name: body.name,
    host: body.host,
    port: body.port,
    tls: body.tls ? 1 : 0,
    tls_verify: body.tls_verify ? 1 : 0,
    tls_ca: body.tls_ca,
    system_id: body.system_id,
    system_type: body.system_type,
    bind_type: body.bind_type,
    interface_version: body.interface_version,
    addr_ton: body.addr_ton,
    addr_npi: body.addr_npi,
    default_charset: body.default_charset,
    address_range: body.address_range,
    source_addr: body.source_addr,
    source_addr_ton: body.source_addr_ton,
    source_addr_npi: body.source_addr_npi,
    enquire_link_interval: body.enquire_link_interval,
    reconnect_delay: body.reconnect_delay,
    window_size: body.window_size,
    throughput_limit: body.throughput_limit,
    enabled: body.enabled ? 1 : 0,
  };
}

/** The signed-in user's gateways; every change is applied to the live binds at once. */
export class GatewaysService {
  constructor(
    private readonly repository: GatewaysRepository,
    private readonly outbox: OutboxRepository,
    private readonly settlement: OutboxSettlement,
    private readonly manager: GatewayManager,
    private readonly secrets: SecretBox,
    private readonly clock: Clock,
    private readonly networks: GatewayNetworkPolicy,
  ) {}

  async list(userId: number): Promise<GatewayList> {
    const rows = await this.repository.listForUser(userId);
    const queued = await this.outbox.queuedCounts(rows.map((row) => row.id));
    return {
      gateways: rows.map(toGateway),
      connections: Object.fromEntries(
        rows.map((row) => [
          String(row.id),
          this.manager.connection(row.id, queued.get(row.id) ?? 0),
        ]),
      ),
      timestamp: new Date(this.clock()).toISOString(),
    };
  }

  /** One gateway of the user with its live connection and what it has done in all. */
  async detail(userId: number, id: number): Promise<GatewayDetail> {
    const row = await this.get(userId, id);
    const [queued, lifetime] = await Promise.all([
      this.outbox.queuedCounts([id]),
      this.repository.lifetimeOf(id),
    ]);
    return {
      gateway: toGateway(row),
      connection: this.manager.connection(id, queued.get(id) ?? 0),
      lifetime: { ...lifetime, unmatched_receipts: Number(row.unmatched_receipts) },
      timestamp: new Date(this.clock()).toISOString(),
    };
  }

  /** What became of what the gateway sent over `period` (see GET /api/gateway/{id}/analytics/). */
  analytics(id: number, period: AnalyticsPeriod): Promise<GatewayAnalytics> {
    return this.repository.analyticsOf(id, period, this.clock());
  }

  async get(userId: number, id: number): Promise<GatewayRow> {
    return (await this.repository.findOwned(userId, id)) ?? this.missing();
  }

  async create(userId: number, body: CreateBody): Promise<GatewayRow> {
    this.networks.assertHost(body.host);
    assertReadableCertificates(body.tls_ca);
    const now = this.clock();
    const row = await this.repository.create({
      ...columns(body),
      user_id: userId,
      password_enc: this.secrets.seal(body.password),
      created_at: now,
      updated_at: now,
    });
    await this.manager.apply(row);
    return row;
  }

  async update(userId: number, body: UpdateBody): Promise<GatewayRow> {
    const { id, password, ...fields } = body;
    this.networks.assertHost(fields.host);
    assertReadableCertificates(fields.tls_ca);
    const row = await this.repository.updateOwned(userId, id, {
      ...columns(fields),
      ...(password !== undefined && { password_enc: this.secrets.seal(password) }),
      updated_at: this.clock(),
    });
    if (!row) return this.missing();
    await this.manager.apply(row);
    return row;
  }

  async delete(userId: number, id: number): Promise<void> {
    if (!(await this.repository.findOwned(userId, id))) this.missing();
    await this.manager.remove(id);
    await this.settlement.failQueued(id, this.clock());
    if (!(await this.repository.deleteOwned(userId, id))) this.missing();
  }

  private missing(): never {
    throw new NotFoundError();
  }
}
