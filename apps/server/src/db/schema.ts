import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types for Kysely. Portable across SQLite and PostgreSQL: times are epoch milliseconds in
 * bigint columns, money is integer micro-dollars, lists are comma-separated text.
 */
export interface UsersTable {
  id: Generated<number>;
  /** Always lower case: e-mails are case-insensitive. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  /** Comma-separated group names, e.g. "user,admin". */
  groups: string;
  tier: string;
  balance_micros: Generated<number>;
  email_confirmed_at: number | null;
  created_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  /** HMAC of the cookie value; the value itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export type TokenPurpose = 'register-confirm' | 'reset-password' | 'email-change';

export interface TokensTable {
  id: Generated<number>;
  token_hash: string;
  purpose: TokenPurpose;
  user_id: number;
  /** The new address for e-mail change tokens. */
  new_email: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  tokens: TokensTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type TokenRow = Selectable<TokensTable>;
