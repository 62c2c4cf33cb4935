import type { MessageListQuery } from '@routelab/shared';
import type { Db } from '../../db/database.js';
import type { LongReads } from '../../db/long-reads.js';
import { pagedRows, pageWindow } from '../../db/paged-rows.js';
import type { EsmeMessagePartRow, EsmeMessageRow } from '../../db/schema.js';
import { anyContains } from '../../db/text-search.js';

/** Received messages as the console and webhooks read them. */
export class EsmeMessageReads {
  constructor(
    private readonly db: Db,
    private readonly reads: LongReads,
  ) {}

  async list(
    userId: number,
    query: MessageListQuery,
  ): Promise<{ count: number; rows: EsmeMessageRow[] }> {
    let base = this.db.selectFrom('esme_messages').where('user_id', '=', userId);
    if (query.client !== undefined) base = base.where('client_id', '=', query.client);
    if (query.status !== undefined) base = base.where('status', '=', query.status);
    if (query.date_from) base = base.where('created_at', '>=', Date.parse(query.date_from));
    if (query.date_to) base = base.where('created_at', '<=', Date.parse(query.date_to));
    if (query.search) {
      const columns = ['source_addr', 'destination_addr', 'text', 'message_id'] as const;
      base = base.where(anyContains(this.db, columns, query.search));
    }
    const direction = query.ordering.startsWith('-') ? 'desc' : 'asc';
    const column = query.ordering.replace(/^-/, '') as 'created_at' | 'status' | 'destination_addr';
    return pagedRows(
      this.reads,
      base,
      (rows) => rows.selectAll().orderBy(column, direction).orderBy('id', direction),
      pageWindow(query),
    );
  }

  findForUser(userId: number, id: number): Promise<EsmeMessageRow | undefined> {
    return this.db
      .selectFrom('esme_messages')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  findMessage(id: number): Promise<EsmeMessageRow | undefined> {
    return this.db.selectFrom('esme_messages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  partsOf(messageRowId: number): Promise<EsmeMessagePartRow[]> {
    return this.db
      .selectFrom('esme_message_parts')
      .selectAll()
      .where('esme_message_id', '=', messageRowId)
      .orderBy('id')
      .execute();
  }

  /** Where routed parts went (gateway mode): the Sent SMS message carrying each of them. */
  routedOf(parts: readonly EsmeMessagePartRow[]) {
    if (parts.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('smsc_messages as m')
      .leftJoin('routes as r', 'r.id', 'm.route_id')
      .select([
        'm.id',
        'm.esme_part_id',
        'm.gateway_id',
        'm.route_id',
        'r.name as route_name',
        'm.message_id',
        'm.status',
      ])
      .where(
        'm.esme_part_id',
        'in',
        parts.map((part) => part.id),
      )
      .orderBy('m.id')
      .execute();
  }
}
