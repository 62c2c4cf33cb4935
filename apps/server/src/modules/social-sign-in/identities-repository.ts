import type { Db } from '../../db/database.js';
import type { SocialIdentityRow } from '../../db/schema.js';
import type { ProviderIdentity, SocialProvider } from './identity.js';

/** SQL for users' provider identities (table social_identities, migration 0029). */
export class IdentitiesRepository {
  constructor(private readonly db: Db) {}

  find(provider: SocialProvider, subject: string): Promise<SocialIdentityRow | undefined> {
    return this.db
      .selectFrom('social_identities')
      .selectAll()
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  listOwned(userId: number): Promise<SocialIdentityRow[]> {
    return this.db
      .selectFrom('social_identities')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  /** Fails on the unique indexes: the identity is someone's, or the user has this provider. */
  async insert(userId: number, identity: ProviderIdentity, now: number): Promise<void> {
    await this.db
      .insertInto('social_identities')
      .values({
        user_id: userId,
        provider: identity.provider,
        subject: identity.subject,
        email: identity.email,
        name: identity.name,
        created_at: now,
      })
      .execute();
  }

  async deleteOwned(userId: number, provider: SocialProvider): Promise<boolean> {
    const result = await this.db
      .deleteFrom('social_identities')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
