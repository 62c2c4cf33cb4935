import type { Db } from '../../db/database.js';
import type { SessionRow, TokenPurpose, TokenRow } from '../../db/schema.js';

/** SQL for sessions and single-use mail tokens; both are looked up by the hash of their value. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  async createSession(session: Omit<SessionRow, 'id'>): Promise<void> {
    await this.db.insertInto('sessions').values(session).execute();
  }

  findSession(tokenHash: string): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async extendSession(id: number, expiresAt: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  /** Ends every session of the user except `keepId` (the one making the change). */
  async deleteUserSessions(userId: number, keepId?: number): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepId !== undefined) query = query.where('id', '!=', keepId);
    await query.execute();
  }

  async deleteExpiredSessions(now: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }

  /** Tokens past their expiry, used or not: none of them opens anything again. */
  async deleteExpiredTokens(now: number): Promise<void> {
    await this.db.deleteFrom('tokens').where('expires_at', '<=', now).execute();
  }

  async createToken(token: Omit<TokenRow, 'id' | 'used_at'>): Promise<void> {
    await this.db.insertInto('tokens').values(token).execute();
  }

  /**
   * Marks a live token of this purpose used and returns it; undefined when it is unknown,
   * expired or already used. One UPDATE, so two concurrent uses cannot both succeed.
   */
  async consumeToken(
    tokenHash: string,
    purpose: TokenPurpose,
    now: number,
  ): Promise<TokenRow | undefined> {
    return this.db
      .updateTable('tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
  }

  /** Old reset links stop working once a new one is issued or the password changes. */
  async expireUserTokens(userId: number, purpose: TokenPurpose, now: number): Promise<void> {
    await this.db
      .updateTable('tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
}
