import { createRouteLab } from './composition-root.js';
import { loadConfigOrExit } from './config.js';

/** Entry: config -> the composition root (database, both SMPP sides, HTTP) -> signals. */

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const lab = await createRouteLab({ config });
  try {
    await lab.start();
  } catch (error) {
    lab.app.log.fatal({ err: error }, 'start failed');
    await lab.stop();
    process.exit(1);
  }

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    lab.app.log.info({ signal }, 'shutting down');
    await lab.stop();
    lab.app.log.info('stopped');
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

await main();
