import type { LogSide } from '@routelab/shared';
import { CommandId, isResponse, partnerIdFor } from '@routelab/smpp';
import { sql, type Insertable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LongReads } from '../../db/long-reads.js';
import { pagedRows } from '../../db/paged-rows.js';
import type { InsertColumn } from '../../db/raw-sql.js';
import type { Database, PduLogRow, PduLogsTable } from '../../db/schema.js';
import type { InsertedRows, Work } from '../../db/work.js';
import type { PduLogBatch } from './pdu-log-batch.js';

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
  sessionId?: string;
  /** Text in the decoded addresses, message text or message id (any case). */
  search?: string;
}

/** One request and its response: a session, a sequence number and the commands involved. */
export interface PduExchange {
  sessionId: string;
  sequenceNumber: number;
  commandIds: number[];
}

/**
 * The PDUs of one message sent through a gateway (SMSC side): by the message id they carry, or
 * by the exchanges it took part in.
 */
export interface MessagePduKeys {
  connectionId: number;
  messageIds: string[];
  exchanges: PduExchange[];
}

type LogQuery = SelectQueryBuilder<Database, 'pdu_logs', object>;

const STREAM_CHUNK = 1000;

/** Columns written per row, with their PostgreSQL array types. */
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
  ['search_text', 'varchar'],
] as const satisfies readonly InsertColumn<Insertable<PduLogsTable>>[];

/** SQL for pdu_logs. Rows are read newest first in lists and oldest first in downloads. */
export class PduLogRepository {
  constructor(
    private readonly db: Db,
    private readonly reads: LongReads,
  ) {}

  /** The batch's rows as part of `work`; their ids are known once it commits. */
  addBatch(work: Work, batch: PduLogBatch): InsertedRows {
    return work.insert('pdu_logs', INSERT_COLUMNS, batch, { returnIds: true });
  }

  async list(
    criteria: PduLogCriteria,
    offset: number,
    limit: number,
  ): Promise<{ count: number; rows: PduLogRow[] }> {
    return pagedRows(
      this.reads,
      this.filtered(criteria),
      (rows) => rows.selectAll().orderBy('id', 'desc'),
      { offset, limit },
    );
  }

  async findById(criteria: PduLogCriteria, id: number): Promise<PduLogRow | undefined> {
    return this.filtered(criteria).selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Every matching row, oldest first, read in chunks so a download never sits in memory (on the
   * reader thread: a filter that matches rarely scans many rows for one chunk).
   */
  async *stream(criteria: PduLogCriteria): AsyncGenerator<PduLogRow> {
    let after = 0;
    for (;;) {
      const rows = await this.reads.rows(
        this.filtered(criteria)
          .selectAll()
          .where('id', '>', after)
          .orderBy('id')
          .limit(STREAM_CHUNK),
      );
      for (const row of rows) yield row;
      if (rows.length < STREAM_CHUNK) return;
      after = rows[rows.length - 1]!.id;
    }
  }

  /**
   * One indexed lookup per key, merged: a single query ORing them would make the planner scan
   * the user's whole log. `+column` keeps a column out of index choice; `'smsc'` is a literal,
   * as in the partial index of that side's exchanges.
   */
  async forMessage(userId: number, keys: MessagePduKeys, limit = 500): Promise<PduLogRow[]> {
    const smscRows = () =>
      this.db
        .selectFrom('pdu_logs')
        .selectAll()
        .where(sql<number>`+user_id`, '=', userId)
        .where('side', '=', sql.lit('smsc'));
    const lookups: Promise<PduLogRow[]>[] = keys.exchanges.map((exchange) =>
      smscRows()
        .where('connection_id', '=', keys.connectionId)
        .where('sequence_number', '=', exchange.sequenceNumber)
        .where('session_id', '=', exchange.sessionId)
        .where('command_id', 'in', exchange.commandIds)
        .execute(),
    );
    // An SMSC numbers its message ids afresh when it restarts: other messages' PDUs carry the
    // same ids. The sessions this message went through tell its own apart (a restart ends them).
    const sessions = [...new Set(keys.exchanges.map((exchange) => exchange.sessionId))];
    for (const messageId of sessions.length > 0 ? new Set(keys.messageIds) : []) {
      lookups.push(
        withMessageId(
          smscRows()
            .where(sql<number>`+connection_id`, '=', keys.connectionId)
            .where('session_id', 'in', sessions),
          messageId,
        )
          .orderBy('id')
          .limit(limit)
          .execute(),
      );
    }
    const byId = new Map<number, PduLogRow>();
    for (const rows of await Promise.all(lookups)) for (const row of rows) byId.set(row.id, row);
    return [...byId.values()].sort((a, b) => a.id - b.id).slice(0, limit);
  }

  /**
   * The PDUs of one received message (ESME side), oldest first: those carrying one of its parts'
   * ids (submit_sm_resp, receipts, query_sm…), and the partner of each that carries none: the
   * ESME's submit_sm a response answers, its deliver_sm_resp to a receipt. A partner is the
   * nearest row of the same session and sequence number, looked for within PARTNER_SPAN rows.
   */
  async forReceivedMessage(
    userId: number,
    clientId: number,
    messageIds: readonly string[],
    limit = 500,
  ): Promise<PduLogRow[]> {
    const accountRows = () =>
      this.db
        .selectFrom('pdu_logs')
        .selectAll()
        .where(sql<number>`+user_id`, '=', userId)
        .where('side', '=', 'esme')
        .where(sql<number>`+connection_id`, '=', clientId);
    const carrying = (
      await Promise.all(
        [...new Set(messageIds)].map((messageId) =>
          withMessageId(accountRows(), messageId).orderBy('id').limit(limit).execute(),
        ),
      )
    ).flat();
    const present = new Set(carrying.map(exchangeKey));
    const lonely = carrying.flatMap((pdu) => {
      const partnerId = partnerIdFor(pdu.command_id);
      if (partnerId === undefined) return [];
      return present.has(exchangeKey({ ...pdu, command_id: partnerId }))
        ? []
        : [{ pdu, partnerId }];
    });
    const partners = await Promise.all(
      lonely.slice(0, limit).map(({ pdu, partnerId }) => this.partnerOf(userId, pdu, partnerId)),
    );
    const byId = new Map<number, PduLogRow>();
    for (const pdu of [...carrying, ...partners]) if (pdu) byId.set(pdu.id, pdu);
    return [...byId.values()].sort((a, b) => a.id - b.id).slice(0, limit);
  }

  /**
   * The response to a request, or the request a response answers: the nearest row of the same
   * session and sequence number with the partner command, looked for within PARTNER_SPAN rows
   * (a response's request came before it, a request's response after it). Undefined for a
   * command without a partner (generic_nack, outbind, alert_notification) or one not logged.
   */
  async partnerOf(
    userId: number,
    pdu: Pick<
      PduLogRow,
      'id' | 'side' | 'connection_id' | 'session_id' | 'sequence_number' | 'command_id'
    >,
    partnerId = partnerIdFor(pdu.command_id),
  ): Promise<PduLogRow | undefined> {
    if (partnerId === undefined) return undefined;
    let query = this.db.selectFrom('pdu_logs').selectAll().where('user_id', '=', userId);
    // The SMSC side's partial index of exchanges: its literal side, the connection and number.
    query =
      pdu.side === 'smsc'
        ? query.where('side', '=', sql.lit('smsc')).where('connection_id', '=', pdu.connection_id)
        : query.where('side', '=', 'esme');
    query = query
      .where('session_id', '=', pdu.session_id)
      .where('sequence_number', '=', pdu.sequence_number)
      .where('command_id', '=', partnerId);
    return (
      isResponse(pdu.command_id)
        ? query
            .where('id', '<', pdu.id)
            .where('id', '>=', pdu.id - PARTNER_SPAN)
            .orderBy('id', 'desc')
        : query
            .where('id', '>', pdu.id)
            .where('id', '<=', pdu.id + PARTNER_SPAN)
            .orderBy('id')
    )
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * The deliver_sm the console injected into an account's sessions (MO messages), newest first:
   * sent by us on the ESME side and carrying no message id, which every receipt we send does.
   */
  async injectedMos(
    userId: number,
    clientId: number,
    offset: number,
    limit: number,
  ): Promise<{ count: number; rows: PduLogRow[] }> {
    return pagedRows(
      this.reads,
      this.db
        .selectFrom('pdu_logs')
        .where('user_id', '=', userId)
        .where('side', '=', 'esme')
        .where('connection_id', '=', clientId)
        .where('command_id', '=', CommandId.deliver_sm)
        .where('direction', '=', 'out')
        .where('message_id', 'is', null),
      (rows) => rows.selectAll().orderBy('id', 'desc'),
      { offset, limit },
    );
  }

  /**
   * Deletes rows older than `before` (epoch ms) in bounded batches; returns how many. Rows are
   * numbered in the order they were logged, so the old ones are the ids below a bound, found by
   * bisection: no index on created_at is kept up on the logging path for an hourly job.
   */
  async purgeBefore(before: number, batch = 5000): Promise<number> {
    const bound = await this.firstIdLoggedAtOrAfter(before);
    let total = 0;
    for (;;) {
      const ids = await this.db
        .selectFrom('pdu_logs')
        .select('id')
        .where('id', '<', bound)
        .orderBy('id')
        .limit(batch)
        .execute();
      if (ids.length === 0) return total;
      await this.db
        .deleteFrom('pdu_logs')
        .where('id', '>=', ids[0]!.id)
        .where('id', '<=', ids[ids.length - 1]!.id)
        .execute();
      total += ids.length;
      if (ids.length < batch) return total;
    }
  }

  /** The lowest id of a row logged at `time` or later (one past the last id if none is). */
  private async firstIdLoggedAtOrAfter(time: number): Promise<number> {
    // Apart: SQLite reads a lone min() or max() off one end of the primary key, but both in one
    // query by scanning a whole index.
    const lowest = await this.db
      .selectFrom('pdu_logs')
      .select((eb) => eb.fn.min('id').as('id'))
      .executeTakeFirst();
    const highest = await this.db
      .selectFrom('pdu_logs')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    let low = Number(lowest?.id ?? 0);
    let high = Number(highest?.id ?? 0) + 1;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      const row = await this.db
        .selectFrom('pdu_logs')
        .select(['id', 'created_at'])
        .where('id', '>=', middle)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!row || row.id >= high || row.created_at >= time) high = middle;
      else low = row.id + 1;
    }
    return low;
  }

  private filtered(c: PduLogCriteria): LogQuery {
    // By message id, the message id index finds the few rows: `+user_id` keeps SQLite from
    // walking the user's whole log in id order instead, as it does for an id in two cases.
    const user = c.messageId === undefined ? sql<number>`user_id` : sql<number>`+user_id`;
    let query: LogQuery = this.db
      .selectFrom('pdu_logs')
      .where(user, '=', c.userId)
      .where('side', '=', c.side);
    if (c.connectionId !== undefined) query = query.where('connection_id', '=', c.connectionId);
    if (c.commandId !== undefined) query = query.where('command_id', '=', c.commandId);
    if (c.commandStatus !== undefined) query = query.where('command_status', '=', c.commandStatus);
    if (c.direction !== undefined) query = query.where('direction', '=', c.direction);
    if (c.from !== undefined) query = query.where('created_at', '>=', c.from);
    if (c.to !== undefined) query = query.where('created_at', '<=', c.to);
    if (c.messageId !== undefined) query = withMessageId(query, c.messageId);
    if (c.sequenceNumber !== undefined) {
      query = query.where('sequence_number', '=', c.sequenceNumber);
    }
    if (c.sessionId !== undefined) query = query.where('session_id', '=', c.sessionId);
    if (c.search !== undefined) {
      // search_text is stored lower case; SQLite's lower() folds ASCII only, which ids are.
      const pattern = `%${escapeLike(c.search.toLowerCase())}%`;
      query = query.where((eb) =>
        eb.or([
          eb(sql<string>`search_text`, 'like', sql<string>`${pattern} escape '\\'`),
          eb(sql<string>`lower(message_id)`, 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      );
    }
    return query;
  }
}

/**
 * An id as typed, in upper and in lower case: SMSCs write hex ids either way (`115a`, `115A`),
 * and a few exact keys keep to the index where a case-folding match would not.
 */
function caseVariants(messageId: string): string[] {
  return [...new Set([messageId, messageId.toUpperCase(), messageId.toLowerCase()])];
}

/** Rows carrying this message id (any case), in the terms of the partial index on (side, length, id). */
function withMessageId<Output>(
  query: SelectQueryBuilder<Database, 'pdu_logs', Output>,
  messageId: string,
): SelectQueryBuilder<Database, 'pdu_logs', Output> {
  return query
    .where('message_id', 'is not', null)
    .where(sql<number>`length(message_id)`, '=', sql<number>`length(${messageId})`)
    .where('message_id', 'in', caseVariants(messageId));
}

/** `text` matched literally inside a LIKE pattern (escape character: backslash). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** How far (in rows) a request and its response may lie apart in the log. */
const PARTNER_SPAN = 200_000;

const exchangeKey = (pdu: Pick<PduLogRow, 'session_id' | 'sequence_number' | 'command_id'>) =>
  `${pdu.session_id}/${pdu.sequence_number}/${pdu.command_id}`;
