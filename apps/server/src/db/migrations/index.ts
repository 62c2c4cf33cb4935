import type { Migration } from 'kysely';
import { accounts } from './0001-accounts.js';

/** Every migration, by name; names sort in the order they apply. Append, never renumber. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
};
