import type { MessageListQuery } from '@routelab/shared';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, SmscMessagePartRow, SmscMessageRow } from '../../db/schema.js';
import type { BuiltMessage } from './build-message.js';

type MessageQuery = SelectQueryBuilder<Database, 'smsc_messages', object>;

const ORDER_COLUMNS = {
  created_at: 'created_at',
  status: 'status',
  destination_addr: 'destination_addr',
} as const;

/** SQL for smsc_messages and their parts: inserts (stored before sending), lists, detail. */
export class SmscMessagesRepository {
  constructor(private readonly db: Db) {}

  /** Stores messages and their queued parts in one transaction; returns the message ids. */
  async insert(built: BuiltMessage[], createdAt: number): Promise<number[]> {
    if (built.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      // Chunks keep each statement under the bound-parameter limits of both dialects.
      for (let start = 0; start < built.length; start += 500) {
        const chunk = built.slice(start, start + 500);
        const rows = await trx
          .insertInto('smsc_messages')
          .values(chunk.map(({ message }) => ({ ...message, created_at: createdAt })))
          .returning('id')
          .execute();
        const parts = chunk.flatMap(({ parts: list }, index) =>
          list.map((part) => ({ ...part, sms_id: rows[index]!.id, created_at: createdAt })),
        );
        for (let offset = 0; offset < parts.length; offset += 500) {
          await trx
            .insertInto('smsc_message_parts')
            .values(parts.slice(offset, offset + 500))
            .execute();
        }
        ids.push(...rows.map((row) => row.id));
      }
      return ids;
    });
  }

  async list(
    userId: number,
    query: MessageListQuery,
  ): Promise<{ count: number; rows: SmscMessageRow[] }> {
    const filtered = this.filtered(userId, query);
    const { count } = await filtered
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    const descending = query.ordering.startsWith('-');
    const column = ORDER_COLUMNS[query.ordering.replace(/^-/, '') as keyof typeof ORDER_COLUMNS];
    const rows = await filtered
      .selectAll()
      .orderBy(column, descending ? 'desc' : 'asc')
      .orderBy('id', descending ? 'desc' : 'asc')
      .offset((query.page - 1) * query.page_size)
      .limit(query.page_size)
      .execute();
    return { count: Number(count), rows };
  }

  findOwned(userId: number, id: number): Promise<SmscMessageRow | undefined> {
    return this.db
      .selectFrom('smsc_messages')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
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
    if (query.date_from) q = q.where('created_at', '>=', Date.parse(query.date_from));
    if (query.date_to) q = q.where('created_at', '<=', Date.parse(query.date_to));
    if (query.search) {
      const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const like = (column: 'destination_addr' | 'text' | 'message_id') =>
        sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      q = q.where((eb) => eb.or([like('destination_addr'), like('text'), like('message_id')]));
    }
    return q;
  }
}
