import {
  ROUTE_ORDER_MISMATCH,
  type Route,
  type RouteExplain,
  type RouteInput,
  type RouteList,
  type routeExplainRequestSchema,
  type routeOrderSchema,
  type routeUpdateSchema,
} from '@routelab/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { RouteRow } from '../../db/schema.js';
import type { Transactions } from '../../db/transactions.js';
import { NotFoundError, ValidationError } from '../../errors/domain-errors.js';
import type { RoutesRepository } from './repository.js';
import type { RouteBook } from './route-book.js';
import { assertOwnReferences } from './route-references.js';
import { toRoute } from './route-view.js';

type UpdateInput = z.output<typeof routeUpdateSchema>;
type OrderInput = z.output<typeof routeOrderSchema>;
type ExplainInput = z.output<typeof routeExplainRequestSchema>;

/** ESME_RINVDSTADR: what a routing account's submit gets when no route takes it. */
const ESME_RINVDSTADR = 0x0b;
/** The priorities PUT /api/route/order/ gives: 10, 20, 30… (room to insert between). */
const ORDER_STEP = 10;

/** The signed-in user's routes; every change reaches the route book the SMPP path reads. */
export class RoutingService {
  constructor(
    private readonly routes: RoutesRepository,
    private readonly transactions: Transactions,
    private readonly book: RouteBook,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<RouteList> {
    const rows = await this.routes.listByUser(userId);
    return { routes: rows.map((row) => this.view(row)), no_route: this.book.noRouteCount(userId) };
  }

  view(row: RouteRow): Route {
    return toRoute(row, this.book.countersOf(row.id));
  }

  async get(userId: number, id: number): Promise<RouteRow> {
    const row = await this.routes.findForUser(userId, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  async create(userId: number, body: RouteInput): Promise<RouteRow> {
    await assertOwnReferences(this.routes, userId, body);
    const now = this.clock();
    const row = await this.routes.create({
      user_id: userId,
      ...columns(body),
      created_at: now,
      updated_at: now,
    });
    await this.book.reload(userId);
    return row;
  }

  async update(userId: number, body: UpdateInput): Promise<RouteRow> {
    const current = await this.get(userId, body.id);
    await assertOwnReferences(this.routes, userId, body);
    const row = await this.routes.update(current.id, {
      ...columns(body),
      updated_at: this.clock(),
    });
    if (!row) throw new NotFoundError();
    await this.book.reload(userId);
    return row;
  }

  async delete(userId: number, id: number): Promise<void> {
    const row = await this.get(userId, id);
    await this.routes.delete(row.id);
    await this.book.reload(userId);
    this.book.forgetCounter(row.id);
  }

  /** Gives the user's routes of one kind the order listed (each once, no other): 10, 20, 30… */
  async order(userId: number, body: OrderInput): Promise<RouteList> {
    const own = (await this.routes.listByUser(userId)).filter((row) => row.kind === body.kind);
    const listed = new Set(body.ids);
    const exact =
      listed.size === body.ids.length &&
      own.length === body.ids.length &&
      own.every((row) => listed.has(row.id));
    if (!exact) throw ValidationError.field('ids', ROUTE_ORDER_MISMATCH);
    const priorities = body.ids.map((id, index) => ({ id, priority: (index + 1) * ORDER_STEP }));
    const at = this.clock();
    await this.transactions.readWrite((trx) =>
      this.routes.setPriorities(trx, userId, priorities, at),
    );
    await this.book.reload(userId);
    return this.list(userId);
  }

  /** Which route and gateway the account's submit would take now, and why (nothing counted). */
  async explain(userId: number, body: ExplainInput): Promise<RouteExplain> {
    const client = await this.routes.findClient(userId, body.client_id);
    if (!client) throw new NotFoundError();
    if (client.routing !== 'on') {
      return {
        outcome: 'routing_off',
        command_status: 0,
        route_id: null,
        gateway_id: null,
        routes: [],
        gateways: [],
      };
    }
    const { choice, trace } = this.book.explain({
      userId,
      clientId: body.client_id,
      destination: body.destination,
      source: body.source,
      text: () => body.text,
      now: this.clock(),
    });
    const refused = client.no_route === 'accept_report' ? 0 : ESME_RINVDSTADR;
    return {
      outcome: choice ? 'routed' : 'no_route',
      command_status: choice ? 0 : refused,
      route_id: choice?.routeId ?? trace.matched?.id ?? null,
      gateway_id: choice?.gatewayId ?? null,
      routes: trace.routes,
      gateways: trace.gateways,
    };
  }
}

function columns(body: RouteInput) {
  return {
    name: body.name,
    kind: body.kind,
    priority: body.priority,
    enabled: body.enabled ? 1 : 0,
    match: JSON.stringify(body.match),
    action: JSON.stringify(body.action),
  };
}
