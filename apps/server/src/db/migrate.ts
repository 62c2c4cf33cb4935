import { Migrator, type MigrationResultSet } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';

function migrator(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function unwrap(result: MigrationResultSet): string[] {
  if (result.error) throw result.error;
  return (result.results ?? []).map((r) => `${r.migrationName} ${r.direction} ${r.status}`);
}

/** Applies every pending migration; returns one line per migration run. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return unwrap(await migrator(db).migrateToLatest());
}

/** Reverts the most recent migration. */
export async function migrateDown(db: Db): Promise<string[]> {
  return unwrap(await migrator(db).migrateDown());
}
