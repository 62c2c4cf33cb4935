import type { MessageListQuery } from '@routelab/shared';
import type { SelectQueryBuilder } from 'kysely';
import type { Db, Trx } from '../../db/database.js';
import type { LongReads } from '../../db/long-reads.js';
import { pagedRows, pageWindow } from '../../db/paged-rows.js';
import { anyContains } from '../../db/text-search.js';
import type { Database, SmscMessagePartRow, SmscMessageRow } from '../../db/schema.js';
import type { BuiltMessage, NewMessage, NewPart } from './build-message.js';
import { insertRows, type InsertColumn } from '../../db/raw-sql.js';

type MessageQuery = SelectQueryBuilder<Database, 'smsc_messages', object>;

const ORDER_COLUMNS = {
  created_at: 'created_at',
  status: 'status',
  destination_addr: 'destination_addr',
} as const;

export type MessageInsert = NewMessage & { created_at: number };
type PartInsert = NewPart & { sms_id: number; created_at: number };

/** The columns of a sent message as stored before sending (routed ones add their link). */
export const MESSAGE_COLUMNS: readonly InsertColumn<MessageInsert>[] = [
  ['user_id', 'integer'],
  ['gateway_id', 'integer'],
  ['direction', 'text'],
  ['source_addr', 'text'],
  ['source_addr_ton', 'integer'],
  ['source_addr_npi', 'integer'],
  ['destination_addr', 'text'],
  ['dest_addr_ton', 'integer'],
  ['dest_addr_npi', 'integer'],
  ['text', 'text'],
  ['data_coding', 'integer'],
  ['esm_class', 'integer'],
  ['registered_delivery', 'integer'],
  ['parts', 'integer'],
  ['status', 'text'],
  ['params', 'text'],
  ['load_test_id', 'text'],
  ['cost_micros', 'bigint'],
  ['created_at', 'bigint'],
];

const PART_COLUMNS: readonly InsertColumn<PartInsert>[] = [
  ['sms_id', 'integer'],
  ['gateway_id', 'integer'],
  ['seq', 'integer'],
  ['state', 'text'],
  ['status', 'text'],
  ['esm_class', 'integer'],
  ['short_message', 'text'],
  ['tlvs', 'text'],
  ['charged_micros', 'bigint'],
  ['created_at', 'bigint'],
];

/** SQL for smsc_messages and their parts: inserts (stored before sending), lists, detail. */
export class SmscMessagesRepository {
  constructor(
    private readonly db: Db,
    private readonly reads: LongReads,
  ) {}

  /**
   * Stores messages and their queued parts in the caller's transaction (the parts need their
   * messages' ids); returns the message ids.
   */
  async insert(trx: Trx, built: BuiltMessage[], createdAt: number): Promise<number[]> {
    if (built.length === 0) return [];
    const messages = built.map(({ message }) => ({ ...message, created_at: createdAt }));
    const ids = await insertRows(trx, 'smsc_messages', MESSAGE_COLUMNS, messages);
    const parts = built.flatMap(({ parts: list }, index) =>
      list.map((part) => ({ ...part, sms_id: ids[index]!, created_at: createdAt })),
    );
    await insertRows(trx, 'smsc_message_parts', PART_COLUMNS, parts);
    return ids;
  }

  async list(
    userId: number,
    query: MessageListQuery,
  ): Promise<{ count: number; rows: SmscMessageRow[] }> {
    const direction = query.ordering.startsWith('-') ? 'desc' : 'asc';
    const column = ORDER_COLUMNS[query.ordering.replace(/^-/, '') as keyof typeof ORDER_COLUMNS];
    return pagedRows(
      this.reads,
      this.filtered(userId, query),
      (rows) => rows.selectAll().orderBy(column, direction).orderBy('id', direction),
      pageWindow(query),
    );
  }

  findOwned(userId: number, id: number): Promise<SmscMessageRow | undefined> {
    return this.db
      .selectFrom('smsc_messages')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The received part a routed message carries: its message and account (null: gone). */
  async routedFrom(esmePartId: number) {
    const row = await this.db
      .selectFrom('esme_message_parts')
      .select(['esme_message_id', 'client_id', 'message_id'])
      .where('id', '=', esmePartId)
      .executeTakeFirst();
    return row
      ? {
          client_id: row.client_id,
          esme_message_id: Number(row.esme_message_id),
          message_id: row.message_id,
        }
      : null;
  }

  /** Where MO routes relayed the MO message's parts, in part order. */
  relayedTo(moMessageId: number) {
    return this.db
      .selectFrom('mo_deliveries')
      .innerJoin('clients', 'clients.id', 'mo_deliveries.client_id')
      .leftJoin('routes', 'routes.id', 'mo_deliveries.route_id')
      .select([
        'mo_deliveries.seq',
        'mo_deliveries.client_id',
        'clients.system_id',
        'mo_deliveries.route_id',
        'routes.name as route_name',
        'mo_deliveries.state',
        'mo_deliveries.attempts',
        'mo_deliveries.command_status',
        'mo_deliveries.done_at',
      ])
      .where('mo_deliveries.mo_message_id', '=', moMessageId)
      .orderBy('mo_deliveries.seq')
      .orderBy('mo_deliveries.id')
      .execute();
  }

  parts(smsId: number): Promise<SmscMessagePartRow[]> {
    return this.db
      .selectFrom('smsc_message_parts')
      .selectAll()
      .where('sms_id', '=', smsId)
      .orderBy('seq')
      .execute();
  }

  private filtered(userId: number, query: MessageListQuery): MessageQuery {
    let q: MessageQuery = this.db.selectFrom('smsc_messages').where('user_id', '=', userId);
    if (query.gateway !== undefined) q = q.where('gateway_id', '=', query.gateway);
    if (query.status !== undefined) q = q.where('status', '=', query.status);
    if (query.direction !== undefined) q = q.where('direction', '=', query.direction);
    if (query.load_test !== undefined) q = q.where('load_test_id', '=', query.load_test);
    if (query.hide_load_tests === 'true') q = q.where('load_test_id', 'is', null);
    if (query.date_from) q = q.where('created_at', '>=', Date.parse(query.date_from));
    if (query.date_to) q = q.where('created_at', '<=', Date.parse(query.date_to));
    if (query.search) {
      const columns = ['destination_addr', 'text', 'message_id'] as const;
      q = q.where(anyContains(this.db, columns, query.search));
    }
    return q;
  }
}
