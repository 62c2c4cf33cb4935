import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import type { DatabaseHandle } from '../../db/database.js';
import { PduLogWriter, type PduLogWriterOptions } from './pdu-log-writer.js';
import { PduLogStore } from './pdu-log-store.js';
import { PduLogRepository } from './repository.js';
import { PduLogRetention } from './retention.js';

export { registerPduLogBacklogRoute, registerPduLogRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The PDU log writer of both SMPP sides; its flow gate slows their sessions while it lags. */
    pduLogWriter: PduLogWriter;
  }
}

/** The PDU log of both SMPP sides: batched writer, queries, retention. */
export function createPduLogs(deps: {
  database: DatabaseHandle;
  bus: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
  retentionDays: number;
  /** Metrics hooks: every PDU counted, every batch insert timed. */
  writerOptions?: Pick<PduLogWriterOptions, 'countPdu' | 'onCommitted'>;
}) {
  const { db, reads, transactions } = deps.database;
  const repository = new PduLogRepository(db, reads);
  const store = new PduLogStore(repository, transactions);
  return {
    repository,
    writer: new PduLogWriter(store, deps.bus, deps.clock, deps.log, deps.writerOptions),
    retention: new PduLogRetention(repository, deps.retentionDays, deps.clock, deps.log),
  };
}

export type PduLogs = ReturnType<typeof createPduLogs>;
