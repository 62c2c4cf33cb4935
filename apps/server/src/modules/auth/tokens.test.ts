import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqlite, type Db } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { AuthRepository } from './repository.js';
import { MAIL_TOKEN_TTL_MS, MailTokens } from './tokens.js';

describe('MailTokens', () => {
  let db: Db;
  let now: number;
  let tokens: MailTokens;
  let userId: number;

  beforeEach(async () => {
    db = createSqlite(':memory:').db;
    await migrateToLatest(db);
    now = 1_800_000_000_000;
    tokens = new MailTokens(
      new AuthRepository(db),
      'unit-test-secret-key-0123456789abcdef',
      () => now,
    );
    const user = await db
      .insertInto('users')
      .values({
        email: 'u@example.com',
        password_hash: 'x',
        first_name: '',
        last_name: '',
        avatar: null,
        groups: 'user',
        tier: 'any',
        email_confirmed_at: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
  });
  afterEach(() => db.destroy());

  it('stores only a hash of the value', async () => {
    const value = await tokens.issue('reset-password', userId);
    const rows = await db.selectFrom('tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(value);
  });

  it('is valid until 24 hours have passed, and only once', async () => {
    const value = await tokens.issue('register-confirm', userId);
    now += MAIL_TOKEN_TTL_MS - 1;
    expect((await tokens.consume(value, 'register-confirm'))?.user_id).toBe(userId);
    expect(await tokens.consume(value, 'register-confirm')).toBeUndefined();
  });

  it('expires exactly at 24 hours', async () => {
    const value = await tokens.issue('register-confirm', userId);
    now += MAIL_TOKEN_TTL_MS;
    expect(await tokens.consume(value, 'register-confirm')).toBeUndefined();
  });

  it('only works for its own purpose, and revokeAll ends outstanding ones', async () => {
    const change = await tokens.issue('email-change', userId, 'new@example.com');
    expect(await tokens.consume(change, 'reset-password')).toBeUndefined();
    expect((await tokens.consume(change, 'email-change'))?.new_email).toBe('new@example.com');
    const reset = await tokens.issue('reset-password', userId);
    await tokens.revokeAll(userId, 'reset-password');
    expect(await tokens.consume(reset, 'reset-password')).toBeUndefined();
  });
});
