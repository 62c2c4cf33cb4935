import { dlrPolicySchema } from '@routelab/shared';
import type { Db } from '../../src/db/database.js';

/** What a seeded user starts with (as test servers credit new users): $1,000,000. */
export const SEEDED_BALANCE_MICROS = 1_000_000 * 1_000_000;

/**
 * A confirmed user, written straight into the database with SEEDED_BALANCE_MICROS and its
 * ledger row (so that received and sent messages can be charged); resolves with its id.
 */
export async function seedUser(db: Db, email: string, passwordHash: string): Promise<number> {
  const now = Date.now();
  const user = await db
    .insertInto('users')
    .values({
      email,
      password_hash: passwordHash,
      first_name: '',
      last_name: '',
      groups: 'user',
      tier: 'any',
      created_at: now,
      email_confirmed_at: now,
      balance_micros: SEEDED_BALANCE_MICROS,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ledger_entries')
    .values({
      user_id: user.id,
      kind: 'adjustment',
      amount_micros: SEEDED_BALANCE_MICROS,
      balance_after_micros: SEEDED_BALANCE_MICROS,
      reference: 'seed',
      note: 'Seeded test balance',
      created_at: now,
    })
    .execute();
  return user.id;
}

/** An enabled ESME account with reports off and no throughput limit; resolves with its id. */
export async function seedAccount(
  db: Db,
  account: { userId: number; systemId: string; passwordHash: string; maxBinds: number },
): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('clients')
    .values({
      user_id: account.userId,
      name: account.systemId,
      system_id: account.systemId,
      password_hash: account.passwordHash,
      allowed_ips: '',
      max_binds: account.maxBinds,
      throughput_limit: 0,
      dlr_policy: JSON.stringify(dlrPolicySchema.parse({ mode: 'off', weights: {} })),
      enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
