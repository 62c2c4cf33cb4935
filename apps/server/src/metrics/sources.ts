import type { Db } from '../db/database.js';
import type { GatewayManager } from '../smpp/gateway-manager/gateway-manager.js';
import type { EsmeServer } from '../smpp/smpp-server/esme-server.js';
import type { MetricSources } from './metrics.js';

const SHORT_BIND_TYPE: Record<string, string> = {
  transceiver: 'trx',
  transmitter: 'tx',
  receiver: 'rx',
};

/** What the gauges read at scrape time, from the two SMPP sides and the database. */
export function metricSources(db: Db, gateways: GatewayManager, esme: EsmeServer): MetricSources {
  return {
    boundSessions() {
      const counts: ReturnType<MetricSources['boundSessions']> = [
        ...esme.registry.countsByBindType(),
      ].map(([bindType, count]) => ({ side: 'esme', bindType, count }));
      const bound = new Map<string, number>();
      for (const { state, bindType } of gateways.statuses()) {
        if (state !== 'bound') continue;
        const type = SHORT_BIND_TYPE[bindType] ?? bindType;
        bound.set(type, (bound.get(type) ?? 0) + 1);
      }
      for (const [bindType, count] of bound) counts.push({ side: 'smsc', bindType, count });
      return counts;
    },
    gatewayStates() {
      const states = new Map<string, number>();
      for (const { state } of gateways.statuses()) states.set(state, (states.get(state) ?? 0) + 1);
      return states;
    },
    ingestQueueDepth: () => esme.ingestQueueDepth,
    async paymentsByStatus() {
      const rows = await db
        .selectFrom('payments')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('status')
        .execute();
      return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
    },
  };
}
