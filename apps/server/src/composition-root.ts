import { readFileSync } from 'node:fs';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp, createHttpApp } from './app.js';
import { systemClock, type Clock } from './clock.js';
import type { ResolvedConfig } from './config.js';
import { createAppContext, type AppContext } from './context.js';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock.js';
import { createDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { startServices, type Service } from './lifecycle.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.js';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './crypto/password-hash.js';
import type { RateLimits } from './modules/auth/routes.js';
import { stopPduLogs } from './modules/logs/lifecycle.js';
import { ROUTED_OUTCOMES_SWEEP_JOB } from './modules/routing/routed-outcomes.js';
import type { BindLimitOverrides } from './smpp/smpp-server/bind-limits.js';
import type { WebhookDeliverySettings } from './modules/webhooks/deliverer.js';
import type { EsmeServer } from './smpp/smpp-server/esme-server.js';

export interface RouteLabOptions {
  config: ResolvedConfig;
  /** A database the caller owns and closes; by default the root opens (and closes) its own. */
  database?: DatabaseHandle;
  /** Defaults to SMTP_URL delivery, or the outbox in DATA_DIR. */
  mailer?: Mailer;
  rateLimits?: Partial<RateLimits>;
  /** Tests pass a cheap cost; production keeps the default. */
  passwordCost?: ScryptCost;
  clock?: Clock;
  /** The built console; null serves the API only. */
  webDir?: string | null;
  /** Where JSON log lines go (stdout by default); tests read them back. */
  logStream?: { write(line: string): void };
  /** How long gateways wait for bind_resp and submit_sm_resp; default 30 s (tests shorten it). */
  gatewayResponseTimeoutMs?: number;
  /** Failed-bind limits of the SMPP server; tests lower or raise them. */
  bindLimits?: BindLimitOverrides;
  /** Webhook delivery timeout and backoff; tests shorten them. */
  webhookDelivery?: Partial<WebhookDeliverySettings>;
  /** Sees every HTTP route as it is added (tests check answers against its response schemas). */
  onRoute?: (route: RouteOptions) => void;
}

/** Where the instance was bound by start() (null: not started). */
export interface RouteLabPorts {
  http: number | null;
  smpp: number | null;
  smppTls: number | null;
}

export interface RouteLab {
  app: FastifyInstance;
  ctx: AppContext;
  esme: EsmeServer;
  database: DatabaseHandle;
  /** Applies pending migrations (the first step of start; the CLI runs only this). */
  migrate(): Promise<string[]>;
  /**
   * (SQLite it opened itself: the data directory's lock) -> migrate -> jobs -> SMPP listeners ->
   * gateway binds -> HTTP listen.
   */
  start(): Promise<void>;
  /** The reverse order, storing every in-flight write, then closes what the root opened. */
  stop(): Promise<void>;
  ports(): RouteLabPorts;
}

/**
 * The composition root: builds every part of one RouteLab instance once — database, services,
 * both SMPP sides, periodic work, the HTTP app — and owns their start and stop order. main.ts,
 * the admin CLI and the test server all use it; two instances can live in one process.
 */
export async function createRouteLab(options: RouteLabOptions): Promise<RouteLab> {
  const { config } = options;
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? createDatabase(config);
  const { db, dialect } = database;
  const app = createHttpApp({ config, ...(options.logStream && { logStream: options.logStream }) });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const log = app.log;
  const mailer =
    options.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl) : createOutboxMailer(config.dataDir, log));
  const smppCertificate =
    config.smppTlsCert && config.smppTlsKey
      ? { cert: readFileSync(config.smppTlsCert), key: readFileSync(config.smppTlsKey) }
      : undefined;
  const { first, last } = config.dedicatedSmppPorts;
  const ctx = createAppContext({
    database,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    secretKey: config.secretKey,
    mailer,
    passwordCost: options.passwordCost ?? DEFAULT_SCRYPT_COST,
    clock: options.clock ?? systemClock,
    log,
    logRetentionDays: config.logRetentionDays,
    gatewayNetworks: config.gatewayNetworks,
    gatewayResponseTimeoutMs: options.gatewayResponseTimeoutMs,
    bindLimits: options.bindLimits,
    billing: config.billing,
    signupCreditMicros: config.signupCreditMicros,
    payments: config.payments,
    social: config.social,
    ...(options.webhookDelivery && { webhookDelivery: options.webhookDelivery }),
    dedicatedSmpp: {
      ports: config.dedicatedSmppPorts,
      host: config.smppHost,
      // Each listener's TLS port is as far past the range as its port is into it.
      ...(smppCertificate && { tls: { ...smppCertificate, portOffset: last - first + 1 } }),
    },
  });
  const esme = ctx.esme.server;
  await buildApp(app, {
    config,
    ctx,
    ...(options.rateLimits && { rateLimits: options.rateLimits }),
    ...(options.webDir !== undefined && { webDir: options.webDir }),
  });

  let httpPort: number | null = null;
  let appClosed: Promise<void> | undefined;
  // Both the HTTP step and the final release close the app; Fastify closes once.
  const closeApp = () => (appClosed ??= app.close());

  // Stopped in reverse: HTTP, gateways, SMPP listeners, then jobs (which drain every writer).
  const services: Service[] = [
    {
      // The one job queue (retention, payments, webhook and dlr-url deliveries, the outbox
      // relay, outcomes, purges), delivery reports and ingest's ids.
      name: 'jobs',
      async start() {
        await ctx.jobRunner.start();
        // Before the ingest: it asks the webhooks which accounts want events.
        await ctx.webhooks.start();
        // Before the ingest: routing accounts' submits are routed by it.
        await ctx.routing.book.start();
        await esme.start();
      },
      async stop() {
        await esme.stop();
        ctx.routing.book.stop();
        ctx.webhooks.stop();
        await ctx.jobRunner.stop();
        await stopPduLogs(ctx.pduLogs);
      },
    },
    {
      name: 'smpp',
      async start() {
        const plain = await esme.listen(config.smppPort, config.smppHost);
        log.info({ host: config.smppHost, port: plain.port }, 'SMPP server listening');
        if (smppCertificate) {
          const secure = await esme.listen(config.smppTlsPort, config.smppHost, smppCertificate);
          log.info({ host: config.smppHost, port: secure.port }, 'SMPP TLS server listening');
        }
        // Subscribers' own listeners (issue 24), on the ports they keep across restarts.
        await ctx.dedicatedSmpp.start();
      },
      async stop() {
        await ctx.dedicatedSmpp.stop();
        await esme.closeListeners();
      },
    },
    {
      name: 'gateways',
      async start() {
        await ctx.smsc.start();
        // What a restart settled (parts in doubt end unknown) goes back to the ESMEs now.
        ctx.jobs.wake(ROUTED_OUTCOMES_SWEEP_JOB);
        ctx.routing.unbound.start();
      },
      async stop() {
        // First: gateways that unbind because the server stops keep their queued parts.
        await ctx.routing.unbound.stop();
        await ctx.smsc.stop();
      },
    },
    {
      name: 'http',
      async start() {
        await app.listen({ port: config.port, host: config.host });
        const address = app.server.address();
        httpPort = typeof address === 'object' && address ? address.port : config.port;
        const host = config.host.includes(':') ? `[${config.host}]` : config.host;
        const url = `http://${host}:${httpPort}`;
        log.info({ url, publicUrl: config.publicUrl }, `RouteLab listening on ${url}`);
      },
      stop: closeApp,
    },
  ];

  const migrate = async () => {
    const applied = await migrateToLatest(db);
    log.info({ dialect, applied }, 'database ready');
    return applied;
  };
  let stopStarted: (() => Promise<void>) | undefined;
  let stopped: Promise<void> | undefined;
  let dataDirLock: DataDirLock | undefined;
  return {
    app,
    ctx,
    esme,
    database,
    migrate,
    async start() {
      // One server per SQLite data directory, checked before anything listens or runs. A
      // database the caller gave is the caller's to share; PostgreSQL is shared by design.
      if (ownsDatabase && dialect === 'sqlite') {
        try {
          dataDirLock = lockDataDir(config.dataDir);
        } catch (error) {
          log.fatal({ dataDir: config.dataDir }, (error as Error).message);
          throw error;
        }
      }
      try {
        await migrate();
      } catch (error) {
        log.fatal({ err: error, dialect }, 'database migration failed');
        throw error;
      }
      stopStarted = await startServices(services, log);
    },
    stop() {
      stopped ??= (async () => {
        await stopStarted?.();
        await closeApp();
        await mailer.close();
        if (ownsDatabase) await database.destroy();
        dataDirLock?.release();
      })();
      return stopped;
    },
    ports: () => ({
      http: httpPort,
      smpp: esme.listening.port,
      smppTls: esme.listening.tlsPort,
    }),
  };
}
