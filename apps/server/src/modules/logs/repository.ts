import type { LogSide } from '@routelab/shared';
import { CompiledQuery, PostgresAdapter, type Insertable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, PduLogRow, PduLogsTable } from '../../db/schema.js';

/** Filters already resolved to column values (see filter.ts). */
export interface PduLogCriteria {
  userId: number;
  side: LogSide;
  connectionId?: number;
  commandId?: number;
  commandStatus?: number;
  direction?: 'in' | 'out';
  from?: number;
  to?: number;
  messageId?: string;
  sequenceNumber?: number;
}

/** One request and its response: a session, a sequence number and the commands involved. */
export interface PduExchange {
  sessionId: string;
  sequenceNumber: number;
  commandIds: number[];
}

/** The PDUs of one message: by the message id they carry, or by the exchanges it took part in. */
export interface MessagePduKeys {
  side: LogSide;
  connectionId: number;
  messageIds: string[];
  exchanges: PduExchange[];
}

type LogQuery = SelectQueryBuilder<Database, 'pdu_logs', object>;

const STREAM_CHUNK = 1000;

/** Columns written per row, with their PostgreSQL array types (unnest in insertMany). */
const INSERT_COLUMNS = [
  ['side', 'varchar'],
  ['user_id', 'integer'],
  ['connection_id', 'integer'],
  ['session_id', 'varchar'],
  ['direction', 'varchar'],
  ['command_id', 'bigint'],
  ['command_status', 'bigint'],
  ['sequence_number', 'bigint'],
  ['message_id', 'varchar'],
  ['length', 'integer'],
  ['raw', 'bytea'],
  ['created_at', 'bigint'],
] as const satisfies readonly [keyof PduLogsTable, string][];

/** Rows per SQLite INSERT: 12 columns x 500 stays far below its 32,766 parameters. */
const INSERT_CHUNK = 500;
const COLUMN_LIST = INSERT_COLUMNS.map(([column]) => column).join(', ');
const SQLITE_TUPLE = `(${INSERT_COLUMNS.map(() => '?').join(', ')})`;
const POSTGRES_INSERT =
  `insert into pdu_logs (${COLUMN_LIST}) select * from unnest(` +
  INSERT_COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ') +
  ') returning id';

/** SQL for pdu_logs. Rows are read newest first in lists and oldest first in downloads. */
export class PduLogRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Db) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /**
   * Stores rows and returns their ids in order. Compiled by hand: the writer stores thousands of
   * rows a second and the query builder's per-value work would cost more than the database.
   * PostgreSQL takes one array per column (unnest), SQLite a VALUES list of placeholders.
   */
  async insertMany(rows: Insertable<PduLogsTable>[]): Promise<number[]> {
    if (rows.length === 0) return [];
    if (this.postgres) {
      const columns = INSERT_COLUMNS.map(([column]) => rows.map((row) => row[column] ?? null));
      const result = await this.db.executeQuery<{ id: number }>(
        CompiledQuery.raw(POSTGRES_INSERT, columns),
      );
      return result.rows.map((row) => row.id);
    }
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK);
      const parameters: unknown[] = [];
      for (const row of chunk)
        for (const [column] of INSERT_COLUMNS) parameters.push(row[column] ?? null);
      const text = `insert into pdu_logs (${COLUMN_LIST}) values ${chunk.map(() => SQLITE_TUPLE).join(', ')} returning id`;
      const result = await this.db.executeQuery<{ id: number }>(
        CompiledQuery.raw(text, parameters),
      );
      for (const row of result.rows) ids.push(row.id);
    }
    return ids;
  }

  async list(
    criteria: PduLogCriteria,
    offset: number,
    limit: number,
  ): Promise<{ count: number; rows: PduLogRow[] }> {
    const query = this.filtered(criteria);
    const { count } = await query
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return { count: Number(count), rows };
  }

  async findById(criteria: PduLogCriteria, id: number): Promise<PduLogRow | undefined> {
    return this.filtered(criteria).selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Every matching row, oldest first, read in chunks so a download never sits in memory. */
  async *stream(criteria: PduLogCriteria): AsyncGenerator<PduLogRow> {
    let after = 0;
    for (;;) {
      const rows = await this.filtered(criteria)
        .selectAll()
        .where('id', '>', after)
        .orderBy('id')
        .limit(STREAM_CHUNK)
        .execute();
      for (const row of rows) yield row;
      if (rows.length < STREAM_CHUNK) return;
      after = rows[rows.length - 1]!.id;
    }
  }

  async forMessage(userId: number, keys: MessagePduKeys, limit = 500): Promise<PduLogRow[]> {
    if (keys.messageIds.length === 0 && keys.exchanges.length === 0) return [];
    return this.db
      .selectFrom('pdu_logs')
      .selectAll()
      .where('user_id', '=', userId)
      .where('side', '=', keys.side)
      .where('connection_id', '=', keys.connectionId)
      .where((eb) =>
        eb.or([
          ...(keys.messageIds.length > 0 ? [eb('message_id', 'in', keys.messageIds)] : []),
          ...keys.exchanges.map((exchange) =>
            eb.and([
              eb('session_id', '=', exchange.sessionId),
              eb('sequence_number', '=', exchange.sequenceNumber),
              eb('command_id', 'in', exchange.commandIds),
            ]),
          ),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Deletes rows older than `before` (epoch ms) in bounded batches; returns how many. */
  async purgeBefore(before: number, batch = 5000): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = await this.db
        .selectFrom('pdu_logs')
        .select('id')
        .where('created_at', '<', before)
        .orderBy('id')
        .limit(batch)
        .execute();
      if (ids.length === 0) return total;
      await this.db
        .deleteFrom('pdu_logs')
        .where(
          'id',
          'in',
          ids.map((row) => row.id),
        )
        .execute();
      total += ids.length;
      if (ids.length < batch) return total;
    }
  }

  private filtered(c: PduLogCriteria): LogQuery {
    let query: LogQuery = this.db
      .selectFrom('pdu_logs')
      .where('user_id', '=', c.userId)
      .where('side', '=', c.side);
    if (c.connectionId !== undefined) query = query.where('connection_id', '=', c.connectionId);
    if (c.commandId !== undefined) query = query.where('command_id', '=', c.commandId);
    if (c.commandStatus !== undefined) query = query.where('command_status', '=', c.commandStatus);
    if (c.direction !== undefined) query = query.where('direction', '=', c.direction);
    if (c.from !== undefined) query = query.where('created_at', '>=', c.from);
    if (c.to !== undefined) query = query.where('created_at', '<=', c.to);
    if (c.messageId !== undefined) query = query.where('message_id', '=', c.messageId);
    if (c.sequenceNumber !== undefined) {
      query = query.where('sequence_number', '=', c.sequenceNumber);
    }
    return query;
  }
}
