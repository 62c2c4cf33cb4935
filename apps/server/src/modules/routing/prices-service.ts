import { formatPriceCsv, type GatewayPrice, type GatewayPriceList } from '@routelab/shared';
import type { Transactions } from '../../db/transactions.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import type { GatewayPricesRepository } from './prices-repository.js';
import type { RoutesRepository } from './repository.js';
import type { RouteBook } from './route-book.js';

/** A gateway's price list (least-cost routing): read, replaced whole, exported as CSV. */
export class GatewayPriceLists {
  constructor(
    private readonly routes: RoutesRepository,
    private readonly prices: GatewayPricesRepository,
    private readonly transactions: Transactions,
    private readonly book: RouteBook,
  ) {}

  async get(userId: number, gatewayId: number): Promise<GatewayPriceList> {
    await this.assertOwn(userId, gatewayId);
    return { prices: await this.prices.list(gatewayId) };
  }

  async replace(
    userId: number,
    gatewayId: number,
    prices: readonly GatewayPrice[],
  ): Promise<GatewayPriceList> {
    await this.assertOwn(userId, gatewayId);
    await this.transactions.readWrite((trx) => this.prices.replace(trx, gatewayId, prices));
    await this.book.reload(userId);
    return { prices: await this.prices.list(gatewayId) };
  }

  async csv(userId: number, gatewayId: number): Promise<string> {
    return formatPriceCsv((await this.get(userId, gatewayId)).prices);
  }

  /** Another user's gateway is not found, as everywhere. */
  async assertOwn(userId: number, gatewayId: number): Promise<void> {
    const own = await this.routes.ownedGatewayIds(userId, [gatewayId]);
    if (!own.has(gatewayId)) throw new NotFoundError();
  }
}
