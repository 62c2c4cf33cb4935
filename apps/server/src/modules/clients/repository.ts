import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ClientRow, ClientsTable } from '../../db/schema.js';
import type { Work } from '../../db/work.js';

export type ClientValues = Omit<
  Insertable<ClientsTable>,
  'id' | 'refused_for_balance' | 'refused_for_balance_at'
>;

const COUNT_REFUSED_FOR_BALANCE =
  'update clients set refused_for_balance = refused_for_balance + ?, refused_for_balance_at = ? where id = ?';

/** SQL for the clients table (ESME accounts). */
export class ClientsRepository {
  constructor(private readonly db: Db) {}

  listByUser(userId: number): Promise<ClientRow[]> {
    return this.db
      .selectFrom('clients')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  findForUser(userId: number, id: number): Promise<ClientRow | undefined> {
    return this.db
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  findById(id: number): Promise<ClientRow | undefined> {
    return this.db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findBySystemId(systemId: string): Promise<ClientRow | undefined> {
    return this.db
      .selectFrom('clients')
      .selectAll()
      .where('system_id', '=', systemId)
      .executeTakeFirst();
  }

  create(values: ClientValues): Promise<ClientRow> {
    return this.db.insertInto('clients').values(values).returningAll().executeTakeFirstOrThrow();
  }

  update(
    id: number,
    changes: Partial<Omit<ClientValues, 'user_id' | 'created_at'>>,
  ): Promise<ClientRow | undefined> {
    return this.db
      .updateTable('clients')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Counts submits refused for the balance, in the unit of work that stores them. */
  addRefusedForBalance(work: Work, clientId: number, count: number, at: number): void {
    work.run(COUNT_REFUSED_FOR_BALANCE, [count, at, clientId]);
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('clients').where('id', '=', id).execute();
  }
}
