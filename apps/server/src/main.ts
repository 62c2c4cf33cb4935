import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfigOrExit, type ResolvedConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { startServices, type Service } from './lifecycle.js';

/** Entry: config -> database + migrations -> services (HTTP; SMPP later) -> signals. */

function httpService(app: FastifyInstance, config: ResolvedConfig): Service {
  return {
    name: 'http',
    async start() {
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
      app.log.info({ url, publicUrl: config.publicUrl }, `RouteLab listening on ${url}`);
    },
    stop: () => app.close(),
  };
}

/** The SMPP server (ESME side) on SMPP_HOST:SMPP_PORT, plus TLS when a certificate is set. */
function smppService(app: FastifyInstance, config: ResolvedConfig): Service {
  return {
    name: 'smpp',
    async start() {
      const plain = await app.esmeServer.listen(config.smppPort, config.smppHost);
      app.log.info({ host: config.smppHost, port: plain.port }, 'SMPP server listening');
      if (config.smppTlsCert && config.smppTlsKey) {
        const tls = {
          cert: readFileSync(config.smppTlsCert),
          key: readFileSync(config.smppTlsKey),
        };
        const secure = await app.esmeServer.listen(config.smppTlsPort, config.smppHost, tls);
        app.log.info({ host: config.smppHost, port: secure.port }, 'SMPP TLS server listening');
      }
    },
    stop: () => app.esmeServer.close(),
  };
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const { db, dialect } = createDatabase(config);
  const app = await buildApp({ config, db });
  try {
    const applied = await migrateToLatest(db);
    app.log.info({ dialect, applied }, 'database ready');
  } catch (error) {
    app.log.fatal({ err: error, dialect }, 'database migration failed');
    await db.destroy();
    process.exit(1);
  }

  let stopServices: () => Promise<void>;
  try {
    stopServices = await startServices(
      [httpService(app, config), smppService(app, config)],
      app.log,
    );
  } catch (error) {
    app.log.fatal({ err: error }, 'start failed');
    await app.close();
    await db.destroy();
    process.exit(1);
  }

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await stopServices();
    await db.destroy();
    app.log.info('stopped');
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

await main();
