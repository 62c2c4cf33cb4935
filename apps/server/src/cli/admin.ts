import { createRouteLab } from '../composition-root.js';
import { loadConfigOrExit } from '../config.js';
import { runAdminCommand } from './admin-commands.js';

/**
 * `npm run admin -- <command>`: account administration against the configured database, with
 * the services of the composition root (migrated, nothing started).
 */
const config = loadConfigOrExit();
const lab = await createRouteLab({ config: { ...config, logLevel: 'warn' } });
try {
  await lab.migrate();
  process.exitCode = await runAdminCommand(process.argv.slice(2), lab.ctx, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
} catch (error) {
  process.stderr.write(`admin command failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await lab.stop();
}
