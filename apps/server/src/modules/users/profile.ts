import {
  GROUPS,
  TIERS,
  rulesFor,
  type AdminUser,
  type Group,
  type Profile,
  type Tier,
} from '@routelab/shared';
import { MICROS_PER_USD } from '@routelab/shared';
import type { UserRow } from '../../db/schema.js';

export function parseGroups(stored: string): Group[] {
  return stored
    .split(',')
    .filter((name): name is Group => (GROUPS as readonly string[]).includes(name));
}

export const formatGroups = (groups: readonly Group[]) =>
  GROUPS.filter((group) => groups.includes(group)).join(',');

function parseTier(stored: string): Tier {
  return (TIERS as readonly string[]).includes(stored) ? (stored as Tier) : 'any';
}

/**
 * The balance for display (the shared profile contract), null when billing is off; money math
 * stays in micro-dollars.
 */
const displayBalance = (micros: number, billing: boolean) =>
  billing ? micros / MICROS_PER_USD : null;

export function toProfile(row: UserRow, billing: boolean): Profile {
  const groups = parseGroups(row.groups);
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    avatar: row.avatar,
    balance: displayBalance(row.balance_micros, billing),
    billing,
    groups,
    tier: parseTier(row.tier),
    rules: rulesFor({ groups }),
  };
}

export function toAdminUser(row: UserRow, billing: boolean): AdminUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    groups: parseGroups(row.groups),
    tier: parseTier(row.tier),
    balance: displayBalance(row.balance_micros, billing),
    email_confirmed: row.email_confirmed_at !== null,
    created_at: new Date(row.created_at).toISOString(),
  };
}
