import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LongReads } from '../../db/long-reads.js';
import { pagedRows } from '../../db/paged-rows.js';
import { anyContains } from '../../db/text-search.js';
import type { NewUserRow, UserRow } from '../../db/schema.js';
import type { Work } from '../../db/work.js';

/** SQL for the users table. E-mails arrive lower-cased by the shared schemas. */
export class UsersRepository {
  constructor(
    private readonly db: Db,
    private readonly reads: LongReads,
  ) {}

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async create(user: NewUserRow): Promise<UserRow> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  async update(
    id: number,
    changes: Partial<
      Pick<
        UserRow,
        | 'first_name'
        | 'last_name'
        | 'password_hash'
        | 'email'
        | 'email_confirmed_at'
        | 'avatar'
        | 'groups'
        | 'tier'
      >
    >,
  ): Promise<UserRow | undefined> {
    return this.db
      .updateTable('users')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Users in the admin group other than `id`. */
  async countAdminsExcept(id: number): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('id', '<>', id)
      .where(sql<string>`',' || groups || ','`, 'like', '%,admin,%')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The user and everything of theirs: PDU logs explicitly (no foreign key), the rest cascades. */
  addDelete(work: Work, id: number): void {
    work.query(this.db.deleteFrom('pdu_logs').where('user_id', '=', id));
    work.query(this.db.deleteFrom('users').where('id', '=', id));
  }

  /** A page of users, newest id last; `search` matches e-mail or names, case-insensitively. */
  async list(options: {
    search: string | undefined;
    offset: number;
    limit: number;
  }): Promise<{ count: number; rows: UserRow[] }> {
    let query = this.db.selectFrom('users');
    if (options.search) {
      const columns = ['email', 'first_name', 'last_name'] as const;
      query = query.where(anyContains(this.db, columns, options.search));
    }
    return pagedRows(this.reads, query, (rows) => rows.selectAll().orderBy('id'), options);
  }
}
