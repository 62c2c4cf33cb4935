import pino from 'pino';
import { loadConfigOrExit } from '../config.js';
import { createAppContext } from '../context.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createOutboxMailer } from '../mail/mailer.js';
import { DEFAULT_SCRYPT_COST } from '../modules/auth/password-hash.js';
import { runAdminCommand } from './admin-commands.js';

/** `npm run admin -- <command>`: account administration against the configured database. */
const config = loadConfigOrExit();
const { db } = createDatabase(config);
const log = pino({ level: 'warn' });
try {
  await migrateToLatest(db);
  const ctx = createAppContext({
    db,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    secretKey: config.secretKey,
    mailer: createOutboxMailer(config.dataDir, log),
    passwordCost: DEFAULT_SCRYPT_COST,
    clock: Date.now,
    log,
    gatewayNetworks: config.gatewayNetworks,
  });
  process.exitCode = await runAdminCommand(process.argv.slice(2), ctx, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
} catch (error) {
  process.stderr.write(`admin command failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
