import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createRouteLab, type RouteLab } from '../../src/composition-root.js';
import { freePortRange } from '../../../../packages/smpp/test/interop/support/ports.js';
import { parseConfig, type ResolvedConfig } from '../../src/config.js';
import type { AppContext } from '../../src/context.js';
import {
  createPostgres,
  createSqlite,
  type DatabaseHandle,
  type Db,
  type DialectName,
} from '../../src/db/database.js';
import { TEST_SCRYPT_COST } from '../../src/crypto/password-hash.js';
import type { RateLimits } from '../../src/modules/auth/routes.js';
import type { WebhookDeliverySettings } from '../../src/modules/webhooks/deliverer.js';
import type { BindLimitOverrides } from '../../src/smpp/smpp-server/bind-limits.js';
import { ApiClient } from './api-client.js';
import { createTestDatabase } from './postgres.js';
import { RouteContracts } from './route-contracts.js';
import { SmtpSink } from './smtp-sink.js';

export const PUBLIC_URL = 'http://console.test';
/** The welcome credit of test users (SIGNUP_CREDIT_USD); `env` can set another, e.g. '0'. */
export const TEST_SIGNUP_CREDIT_USD = '1000000';

/** Limits high enough that only the rate-limit tests ever hit them. */
export const RELAXED_RATE_LIMITS: RateLimits = {
  loginPerIp: 10_000,
  loginPerEmail: 10_000,
  loginSlowdownMs: 0,
  register: 10_000,
  resendConfirmation: 10_000,
  resetPassword: 10_000,
  passwordCheck: 10_000,
};

export interface TestServerOptions {
  rateLimits?: Partial<RateLimits>;
  webDir?: string | null;
  /** Collect the server's log lines at this level (silent otherwise). */
  logLevel?: 'info' | 'debug' | 'trace';
  /** How long gateways wait for bind_resp and submit_sm_resp (default 30 s). */
  gatewayResponseTimeoutMs?: number;
  /** More environment for parseConfig (e.g. an https PUBLIC_URL, GATEWAY_DENIED_NETWORKS). */
  env?: Record<string, string>;
  /** Write mail to the outbox in DATA_DIR/mail, as without SMTP_URL, instead of the SMTP sink. */
  outboxMail?: boolean;
  /** The SMPP server's failed-bind limits (defaults otherwise). */
  bindLimits?: BindLimitOverrides;
  /** Webhook delivery timeout and backoff (tests keep them short). */
  webhookDelivery?: Partial<WebhookDeliverySettings>;
  /** Routes a test adds to the app before it listens (e.g. in the callback or root scope). */
  routes?: (app: FastifyInstance) => void | Promise<void>;
  /** The HTTP listener's loopback address: '::1' to be reached over IPv6. */
  httpHost?: '127.0.0.1' | '::1';
}

/** A clock the tests can move forward (token and session expiry). */
export class TestClock {
  offsetMs = 0;
  readonly now = () => Date.now() + this.offsetMs;
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/**
 * The real server (the composition root, started) on ephemeral loopback ports, with its own
 * database and SMTP sink.
 */
export class TestServer {
  private databaseClosed = false;

  readonly app: FastifyInstance;
  /** The app's own services, bus and SMPP sides (the same objects its routes use). */
  readonly ctx: AppContext;
  /** Its routes' response schemas; every client's answer is checked against them. */
  readonly contracts: RouteContracts;

  private constructor(
    readonly dialect: DialectName,
    /** The composition root this server runs. */
    readonly lab: RouteLab,
    /** The server's database, with its transactions and long reads. */
    readonly database: DatabaseHandle,
    readonly config: ResolvedConfig,
    readonly smtp: SmtpSink,
    readonly clock: TestClock,
    readonly baseUrl: string,
    contracts: RouteContracts,
    /** The SMPP server's plain listener (ESME side) on 127.0.0.1. */
    readonly smppPort: number,
    /** The server's JSON log lines (empty unless a log level was asked for). */
    readonly logLines: string[],
    private readonly cleanup: () => Promise<void>,
  ) {
    this.app = lab.app;
    this.ctx = lab.ctx;
    this.contracts = contracts;
  }

  /** Queries on the server's database. */
  get db(): Db {
    return this.database.db;
  }

  static async start(dialect: DialectName, options: TestServerOptions = {}): Promise<TestServer> {
    const pgDatabase = dialect === 'postgres' ? await createTestDatabase() : undefined;
    const dataDir = await mkdtemp(join(tmpdir(), 'routelab-test-'));
    const database = pgDatabase
      ? createPostgres(pgDatabase.url)
      : createSqlite(join(dataDir, 'routelab.sqlite'));
    const smtp = await SmtpSink.start();
    const config: ResolvedConfig = {
      ...parseConfig({
        DATA_DIR: dataDir,
        SMTP_URL: options.outboxMail ? undefined : smtp.url,
        PUBLIC_URL,
        LOG_LEVEL: options.logLevel ?? 'silent',
        // Every test user can afford what it sends; tests of money itself start from 0.
        SIGNUP_CREDIT_USD: TEST_SIGNUP_CREDIT_USD,
        ...options.env,
      }),
      // Ephemeral loopback ports: test servers run side by side.
      host: options.httpHost ?? '127.0.0.1',
      port: 0,
      smppHost: '127.0.0.1',
      smppPort: 0,
      // Dedicated listeners on free ports, unless the test names its range.
      ...(options.env?.DEDICATED_SMPP_PORTS === undefined && {
        dedicatedSmppPorts: await freePortRange(4),
      }),
      secretKey: 'test-secret-key-that-is-long-enough-0123456789',
    };
    const clock = new TestClock();
    const logLines: string[] = [];
    const contracts = new RouteContracts();
    const lab = await createRouteLab({
      config,
      database,
      clock: clock.now,
      passwordCost: TEST_SCRYPT_COST,
      rateLimits: { ...RELAXED_RATE_LIMITS, ...options.rateLimits },
      webDir: options.webDir ?? null,
      logStream: { write: (line) => logLines.push(line) },
      gatewayResponseTimeoutMs: options.gatewayResponseTimeoutMs,
      // Refusals of a blocked peer answer at once unless a test asks for the delay.
      bindLimits: { blockedReplyDelayMs: 0, ...options.bindLimits },
      ...(options.webhookDelivery && { webhookDelivery: options.webhookDelivery }),
      onRoute: contracts.onRoute,
    });
    contracts.testRoutesFollow();
    await options.routes?.(lab.app);
    try {
      await lab.start();
    } catch (error) {
      await lab.stop();
      await database.destroy();
      await smtp.close();
      throw error;
    }
    const { http, smpp } = lab.ports();
    if (http === null || smpp === null) throw new Error('server has no port');
    const server: TestServer = new TestServer(
      dialect,
      lab,
      database,
      config,
      smtp,
      clock,
      options.httpHost === '::1' ? `http://[::1]:${http}` : `http://127.0.0.1:${http}`,
      contracts,
      smpp,
      logLines,
      async () => {
        await lab.stop();
        await server.closeDatabase();
        await pgDatabase?.drop();
        await smtp.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    );
    return server;
  }

  client(): ApiClient {
    return new ApiClient(this.baseUrl, this.contracts);
  }

  /** A confirmed account made through the service (as the admin CLI does). */
  async createUser(email: string, password: string, admin = false) {
    return this.ctx.accounts.createUser({
      email,
      password,
      groups: admin ? ['user', 'admin'] : ['user'],
      confirmed: true,
    });
  }

  /** A client signed in as a new confirmed user. */
  async signedInClient(email: string, password = 'Secret-pass-1', admin = false) {
    await this.createUser(email, password, admin);
    const client = this.client();
    await client.login(email, password);
    return client;
  }

  async closeDatabase(): Promise<void> {
    if (this.databaseClosed) return;
    this.databaseClosed = true;
    await this.database.destroy();
  }

  stop(): Promise<void> {
    return this.cleanup();
  }
}
