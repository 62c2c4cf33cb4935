import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isIpOrCidr, parseUsd } from '@routelab/shared';
import { z } from 'zod';

/** Reads the environment (DESIGN.md section 3). This is the only module that sees process.env. */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const SECRET_KEY_FILE = 'secret_key';
const SECRET_KEY_MIN_LENGTH = 32;

const port = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be an integer`)
    .min(0, `${name} must be between 0 and 65535`)
    .max(65535, `${name} must be between 0 and 65535`)
    .default(fallback);

/** "2800-2899" or one port; the range's TLS ports are the same count right after it. */
const portRange = (name: string, fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^(\d{1,5})(?:\s*-\s*(\d{1,5}))?$/.exec(value);
      const first = Number(match?.[1]);
      const last = Number(match?.[2] ?? match?.[1]);
      if (!match || first < 1 || last < first || last + (last - first + 1) > 65535) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a port range such as 2800-2899 (its TLS ports follow it, up to 65535)`,
        });
        return z.NEVER;
      }
      return { first, last };
    });

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithScheme = (name: string, schemes: readonly string[]) =>
  optionalText.refine(
    (value) => value === undefined || hasScheme(value, schemes),
    `${name} must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`,
  );

function hasScheme(value: string, schemes: readonly string[]): boolean {
  try {
    return schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const onOff = (name: string) => z.enum(['on', 'off'], { error: `${name} must be on or off` });

/** Every address: what gateways may reach unless GATEWAY_ALLOWED_NETWORKS narrows it. */
const EVERY_NETWORK = ['0.0.0.0/0', '::/0'];
/**
 * Out of reach of gateways on a public (https) deployment, so that users cannot use them to probe
 * the server itself, its link-local neighbours or the cloud metadata service.
 */
export const HOSTED_DENIED_NETWORKS = [
  '0.0.0.0/8', // "this host": connecting to 0.0.0.0 reaches the server itself
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local, with the metadata address 169.254.169.254
  '::/128', // unspecified: reaches the server itself
  '::1/128', // loopback
  'fe80::/10', // link-local
  'fd00:ec2::254/128', // AWS's IPv6 metadata address
];
/** GATEWAY_DENIED_NETWORKS=none: no address is out of reach. */
const NO_NETWORKS = 'none';

/** Addresses and CIDR blocks separated by commas or spaces; undefined when unset or empty. */
const networkList = (name: string, noneAllowed: boolean) =>
  optionalText
    .transform((value) => value?.split(/[\s,]+/).filter((entry) => entry !== ''))
    .superRefine((entries, ctx) => {
      if (noneAllowed && entries?.length === 1 && entries[0] === NO_NETWORKS) return;
      for (const entry of entries ?? []) {
        if (isIpOrCidr(entry)) continue;
        const problem =
          noneAllowed && entry === NO_NETWORKS
            ? `"${NO_NETWORKS}" must be the only entry`
            : `"${entry}" is not an IP address or CIDR block`;
        ctx.addIssue({ code: 'custom', message: `${name}: ${problem}` });
      }
    });

const envSchema = z.object({
  PORT: port('PORT', 3000),
  HOST: z.string().trim().min(1, 'HOST cannot be empty').default('127.0.0.1'),
  SMPP_PORT: port('SMPP_PORT', 2775),
  SMPP_HOST: z.string().trim().min(1, 'SMPP_HOST cannot be empty').default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, 'DATA_DIR cannot be empty').default('./data'),
  DATABASE_URL: urlWithScheme('DATABASE_URL', ['postgres:', 'postgresql:']),
  REDIS_URL: urlWithScheme('REDIS_URL', ['redis:', 'rediss:']),
  SMTP_URL: urlWithScheme('SMTP_URL', ['smtp:', 'smtps:']),
  PUBLIC_URL: urlWithScheme('PUBLIC_URL', ['http:', 'https:']),
  SECRET_KEY: optionalText.refine(
    (value) => value === undefined || value.length >= SECRET_KEY_MIN_LENGTH,
    `SECRET_KEY must be at least ${SECRET_KEY_MIN_LENGTH} characters long`,
  ),
  LOG_RETENTION_DAYS: z.coerce
    .number({ error: 'LOG_RETENTION_DAYS must be a number' })
    .int('LOG_RETENTION_DAYS must be whole days')
    .min(1, 'LOG_RETENTION_DAYS must be at least 1')
    .max(3650, 'LOG_RETENTION_DAYS cannot exceed 3650')
    .default(7),
  SMPP_TLS_PORT: port('SMPP_TLS_PORT', 3550),
  SMPP_TLS_CERT: optionalText,
  SMPP_TLS_KEY: optionalText,
  DEDICATED_SMPP_PORTS: portRange('DEDICATED_SMPP_PORTS', '2800-2899'),
  SQLITE_SYNCHRONOUS: z
    .enum(['normal', 'full'], { error: 'SQLITE_SYNCHRONOUS must be normal or full' })
    .default('normal'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  GATEWAY_ALLOWED_NETWORKS: networkList('GATEWAY_ALLOWED_NETWORKS', false),
  GATEWAY_DENIED_NETWORKS: networkList('GATEWAY_DENIED_NETWORKS', true),
  BILLING: onOff('BILLING').default('on'),
  SIGNUP_CREDIT_USD: optionalText.refine(
    (value) => value === undefined || (parseUsd(value) ?? -1) >= 0,
    'SIGNUP_CREDIT_USD must be an amount in USD such as 5 or 0.5',
  ),
  PAYMENTS_SANDBOX: onOff('PAYMENTS_SANDBOX').optional(),
  WAYFORPAY_MERCHANT_ACCOUNT: optionalText,
  WAYFORPAY_SECRET_KEY: optionalText,
  WAYFORPAY_DOMAIN_NAME: optionalText,
  WAYFORPAY_PAY_URL: urlWithScheme('WAYFORPAY_PAY_URL', ['http:', 'https:']),
  WAYFORPAY_API_URL: urlWithScheme('WAYFORPAY_API_URL', ['http:', 'https:']),
  METRICS_TOKEN: optionalText,
  BINANCE_PAY_API_KEY: optionalText,
  BINANCE_PAY_SECRET_KEY: optionalText,
  BINANCE_PAY_API_URL: urlWithScheme('BINANCE_PAY_API_URL', ['http:', 'https:']),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: urlWithScheme('GOOGLE_JWKS_URL', ['http:', 'https:']),
  GOOGLE_GSI_SCRIPT_URL: urlWithScheme('GOOGLE_GSI_SCRIPT_URL', ['http:', 'https:']),
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  FACEBOOK_GRAPH_URL: urlWithScheme('FACEBOOK_GRAPH_URL', ['http:', 'https:']),
  FACEBOOK_SDK_URL: urlWithScheme('FACEBOOK_SDK_URL', ['http:', 'https:']),
  TWITTER_CONSUMER_KEY: optionalText,
  TWITTER_CONSUMER_SECRET: optionalText,
  TWITTER_API_URL: urlWithScheme('TWITTER_API_URL', ['http:', 'https:']),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

/** The addresses gateways may connect to: in `allowed` and not in `denied` (CIDR blocks). */
export interface GatewayNetworks {
  allowed: readonly string[];
  denied: readonly string[];
}

export interface Config {
  port: number;
  host: string;
  smppPort: number;
  smppHost: string;
  /** Absolute path. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Without a trailing slash. */
  publicUrl: string;
  /** Unset until `resolveSecretKey` has run (it may create a file). */
  secretKey: string | undefined;
  logLevel: LogLevel;
  /** PDU logs older than this many days are purged. */
  logRetentionDays: number;
  /** SMPP over TLS on this port, when both PEM files are given. */
  smppTlsPort: number;
  smppTlsCert: string | undefined;
  smppTlsKey: string | undefined;
  /**
   * DEDICATED_SMPP_PORTS: each subscription's listener takes one; with the SMPP certificate its
   * TLS listener takes the port as far past the range's end (2800-2899: TLS 2900-2999).
   */
  dedicatedSmppPorts: PortRange;
  /** SQLite commits: 'normal' survives a process kill, 'full' also a power loss (slower). */
  sqliteSynchronous: 'normal' | 'full';
  gatewayNetworks: GatewayNetworks;
  /** METRICS_TOKEN: GET /metrics wants it as a bearer token; null leaves it open. */
  metricsToken: string | null;
  /** BILLING: the money side (balance, charges, payments); off for self-hosted use. */
  billing: boolean;
  /** SIGNUP_CREDIT_USD: a welcome credit for new accounts, in micro-dollars (0: none). */
  signupCreditMicros: number;
  payments: PaymentsConfig;
  /** Social sign-in providers (issue 25); each null until configured. */
  social: SocialConfig;
}

/**
 * A provider is on when its credentials are set; its URLs are overridable for tests. The script
 * URLs are what the console page loads (Google Identity Services, the Facebook JS SDK).
 */
export interface SocialConfig {
  google: { clientId: string; jwksUrl: string; scriptUrl: string } | null;
  facebook: { appId: string; appSecret: string; graphUrl: string; sdkUrl: string } | null;
  twitter: { consumerKey: string; consumerSecret: string; apiUrl: string } | null;
}

export interface PortRange {
  first: number;
  last: number;
}

/** A provider's credentials, or null: then it runs in the built-in sandbox (when allowed). */
export interface PaymentsConfig {
  /** PAYMENTS_SANDBOX: on by default for an http:// PUBLIC_URL, off for https:// unless set. */
  sandbox: boolean;
  wayforpay: {
    merchantAccount: string;
    secretKey: string;
    domainName: string;
  } | null;
  /** WayForPay's checkout form and API (overridable for tests). */
  wayforpayPayUrl: string;
  wayforpayApiUrl: string;
  binance: { apiKey: string; secretKey: string } | null;
  binanceApiUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Pure: environment -> config. Throws ConfigError listing every problem. */
export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.map(String).join('.');
        return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  if (Boolean(e.SMPP_TLS_CERT) !== Boolean(e.SMPP_TLS_KEY)) {
    throw new ConfigError(['SMPP_TLS_CERT and SMPP_TLS_KEY must be set together']);
  }
  const wayforpaySet = [e.WAYFORPAY_MERCHANT_ACCOUNT, e.WAYFORPAY_SECRET_KEY].filter(
    Boolean,
  ).length;
  if (wayforpaySet === 1) {
    throw new ConfigError([
      'WAYFORPAY_MERCHANT_ACCOUNT and WAYFORPAY_SECRET_KEY must be set together',
    ]);
  }
  if (Boolean(e.FACEBOOK_APP_ID) !== Boolean(e.FACEBOOK_APP_SECRET)) {
    throw new ConfigError(['FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together']);
  }
  if (Boolean(e.TWITTER_CONSUMER_KEY) !== Boolean(e.TWITTER_CONSUMER_SECRET)) {
    throw new ConfigError([
      'TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET must be set together',
    ]);
  }
  if (Boolean(e.BINANCE_PAY_API_KEY) !== Boolean(e.BINANCE_PAY_SECRET_KEY)) {
    throw new ConfigError(['BINANCE_PAY_API_KEY and BINANCE_PAY_SECRET_KEY must be set together']);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  // A local start (plain http) keeps every address in reach: SMSC simulators run on loopback.
  const hosted = publicUrl.startsWith('https:');
  const denied = e.GATEWAY_DENIED_NETWORKS ?? (hosted ? HOSTED_DENIED_NETWORKS : []);
  return {
    port: e.PORT,
    host: e.HOST,
    smppPort: e.SMPP_PORT,
    smppHost: e.SMPP_HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl,
    secretKey: e.SECRET_KEY,
    logLevel: e.LOG_LEVEL,
    logRetentionDays: e.LOG_RETENTION_DAYS,
    smppTlsPort: e.SMPP_TLS_PORT,
    smppTlsCert: e.SMPP_TLS_CERT && resolve(cwd, e.SMPP_TLS_CERT),
    smppTlsKey: e.SMPP_TLS_KEY && resolve(cwd, e.SMPP_TLS_KEY),
    dedicatedSmppPorts: e.DEDICATED_SMPP_PORTS,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    gatewayNetworks: {
      allowed: e.GATEWAY_ALLOWED_NETWORKS ?? EVERY_NETWORK,
      denied: denied.filter((entry) => entry !== NO_NETWORKS),
    },
    metricsToken: e.METRICS_TOKEN ?? null,
    billing: e.BILLING === 'on',
    signupCreditMicros:
      e.SIGNUP_CREDIT_USD === undefined ? 0 : (parseUsd(e.SIGNUP_CREDIT_USD) ?? 0),
    payments: {
      sandbox: e.PAYMENTS_SANDBOX === undefined ? !hosted : e.PAYMENTS_SANDBOX === 'on',
      wayforpay:
        e.WAYFORPAY_MERCHANT_ACCOUNT && e.WAYFORPAY_SECRET_KEY
          ? {
              merchantAccount: e.WAYFORPAY_MERCHANT_ACCOUNT,
              secretKey: e.WAYFORPAY_SECRET_KEY,
              domainName: e.WAYFORPAY_DOMAIN_NAME ?? new URL(publicUrl).hostname,
            }
          : null,
      wayforpayPayUrl: e.WAYFORPAY_PAY_URL ?? 'https://secure.wayforpay.com/pay',
      wayforpayApiUrl: e.WAYFORPAY_API_URL ?? 'https://api.wayforpay.com/api',
      binance:
        e.BINANCE_PAY_API_KEY && e.BINANCE_PAY_SECRET_KEY
          ? { apiKey: e.BINANCE_PAY_API_KEY, secretKey: e.BINANCE_PAY_SECRET_KEY }
          : null,
      binanceApiUrl: (e.BINANCE_PAY_API_URL ?? 'https://bpay.binanceapi.com').replace(/\/+$/, ''),
    },
    social: {
      google: e.GOOGLE_CLIENT_ID
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            jwksUrl: e.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
            scriptUrl: e.GOOGLE_GSI_SCRIPT_URL ?? 'https://accounts.google.com/gsi/client',
          }
        : null,
      facebook:
        e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
          ? {
              appId: e.FACEBOOK_APP_ID,
              appSecret: e.FACEBOOK_APP_SECRET,
              graphUrl: (e.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
              sdkUrl: e.FACEBOOK_SDK_URL ?? 'https://connect.facebook.net/en_US/sdk.js',
            }
          : null,
      twitter:
        e.TWITTER_CONSUMER_KEY && e.TWITTER_CONSUMER_SECRET
          ? {
              consumerKey: e.TWITTER_CONSUMER_KEY,
              consumerSecret: e.TWITTER_CONSUMER_SECRET,
              apiUrl: (e.TWITTER_API_URL ?? 'https://api.x.com').replace(/\/+$/, ''),
            }
          : null,
    },
  };
}

/** Returns SECRET_KEY, or the key stored in DATA_DIR, creating it on first start. */
export function resolveSecretKey(config: Config): string {
  if (config.secretKey) return config.secretKey;
  const file = join(config.dataDir, SECRET_KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= SECRET_KEY_MIN_LENGTH) return stored;
    throw new ConfigError([`${file} holds a key shorter than ${SECRET_KEY_MIN_LENGTH} characters`]);
  }
  const key = randomBytes(48).toString('base64url');
  try {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    throw new ConfigError([`cannot create ${file}: ${(error as Error).message}`]);
  }
  return key;
}

export type ResolvedConfig = Config & { secretKey: string };

/** The process configuration; prints the problems and exits 1 when it is invalid. */
export function loadConfigOrExit(): ResolvedConfig {
  try {
    const config = parseConfig(process.env);
    return { ...config, secretKey: resolveSecretKey(config) };
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
