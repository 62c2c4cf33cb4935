import { loadConfigOrExit } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateDown, migrateToLatest } from '../db/migrate.js';

/** `npm run migrate [-- up|down]`: applies pending migrations, or reverts the latest one. */
const direction = process.argv[2] ?? 'up';
if (direction !== 'up' && direction !== 'down') {
  process.stderr.write('usage: npm run migrate [-- up|down]\n');
  process.exit(2);
}
const config = loadConfigOrExit();
const { db, dialect } = createDatabase(config);
try {
  const lines = direction === 'up' ? await migrateToLatest(db) : await migrateDown(db);
  process.stdout.write(`${dialect}: ${lines.length ? lines.join('\n') : 'nothing to do'}\n`);
} catch (error) {
  process.stderr.write(`migration failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
