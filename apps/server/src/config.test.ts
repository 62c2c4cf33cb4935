import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  HOSTED_DENIED_NETWORKS,
  parseConfig,
  resolveSecretKey,
  SECRET_KEY_FILE,
} from './config.js';

describe('parseConfig', () => {
  it('applies the defaults of DESIGN.md section 3', () => {
    // toMatchObject: later issues add their own variables beside these.
    expect(parseConfig({}, '/srv/app')).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      smppPort: 2775,
      smppHost: '127.0.0.1',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      secretKey: undefined,
      logLevel: 'info',
    });
  });

  it('reads every variable; PUBLIC_URL follows PORT and loses its trailing slash', () => {
    const config = parseConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        SMPP_PORT: '2776',
        SMPP_HOST: '::',
        DATA_DIR: '/var/lib/routelab',
        DATABASE_URL: 'postgres://u@db/routelab',
        REDIS_URL: 'redis://cache:6379',
        SMTP_URL: 'smtp://mail:25',
        SECRET_KEY: 'k'.repeat(40),
        LOG_LEVEL: 'debug',
      },
      '/ignored',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      smppPort: 2776,
      smppHost: '::',
      dataDir: '/var/lib/routelab',
      databaseUrl: 'postgres://u@db/routelab',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'http://localhost:8080',
      logLevel: 'debug',
    });
    expect(parseConfig({ PUBLIC_URL: 'https://sms.example.com/' }).publicUrl).toBe(
      'https://sms.example.com',
    );
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it('lists every problem in one error', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'eighty',
        SMPP_PORT: '70000',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'not a url',
        SECRET_KEY: 'short',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual([
      'PORT must be a number',
      'SMPP_PORT must be between 0 and 65535',
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
      'SMTP_URL must be a URL starting with smtp:// or smtps://',
      'SECRET_KEY must be at least 32 characters long',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
  });
});

describe('gateway networks', () => {
  const EVERYTHING = ['0.0.0.0/0', '::/0'];

  it('lets gateways reach every address on a local start (PUBLIC_URL unset or http)', () => {
    expect(parseConfig({}).gatewayNetworks).toEqual({ allowed: EVERYTHING, denied: [] });
    expect(parseConfig({ PUBLIC_URL: 'http://10.0.0.5:3000' }).gatewayNetworks.denied).toEqual([]);
  });

  it('keeps loopback, link-local and the metadata address out of reach with an https PUBLIC_URL', () => {
    const networks = parseConfig({ PUBLIC_URL: 'https://sms.example.com' }).gatewayNetworks;
    expect(networks.allowed).toEqual(EVERYTHING);
    expect(networks.denied).toEqual(HOSTED_DENIED_NETWORKS);
    expect(networks.denied).toEqual(
      expect.arrayContaining(['127.0.0.0/8', '::1/128', '169.254.0.0/16', 'fe80::/10']),
    );
  });

  it('reads both lists, separated by commas or spaces; "none" denies nothing', () => {
    const networks = parseConfig({
      PUBLIC_URL: 'https://sms.example.com',
      GATEWAY_ALLOWED_NETWORKS: ' 203.0.113.0/24, 198.51.100.7  2001:db8::/32 ',
      GATEWAY_DENIED_NETWORKS: '203.0.113.128/25,2001:db8::1',
    }).gatewayNetworks;
    expect(networks).toEqual({
      allowed: ['203.0.113.0/24', '198.51.100.7', '2001:db8::/32'],
      denied: ['203.0.113.128/25', '2001:db8::1'],
    });
    const open = parseConfig({ PUBLIC_URL: 'https://x.example', GATEWAY_DENIED_NETWORKS: 'none' });
    expect(open.gatewayNetworks.denied).toEqual([]);
    expect(parseConfig({ GATEWAY_DENIED_NETWORKS: ' ' }).gatewayNetworks.denied).toEqual([]);
  });

  it('names each entry that is not an address or a CIDR block', () => {
    let error: unknown;
    try {
      parseConfig({
        GATEWAY_ALLOWED_NETWORKS: '10.0.0.0/8, none, 10.0.0.0/33',
        GATEWAY_DENIED_NETWORKS: 'none 127.0.0.1',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'GATEWAY_ALLOWED_NETWORKS: "none" is not an IP address or CIDR block',
      'GATEWAY_ALLOWED_NETWORKS: "10.0.0.0/33" is not an IP address or CIDR block',
      'GATEWAY_DENIED_NETWORKS: "none" must be the only entry',
    ]);
  });
});

describe('resolveSecretKey', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('generates the key into DATA_DIR once (mode 0600) and reuses it', () => {
    dir = mkdtempSync(join(tmpdir(), 'routelab-config-'));
    const config = parseConfig({ DATA_DIR: join(dir, 'data') });
    const first = resolveSecretKey(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'data', SECRET_KEY_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSecretKey(config)).toBe(first);
  });

  it('prefers SECRET_KEY and refuses a truncated key file', () => {
    dir = mkdtempSync(join(tmpdir(), 'routelab-config-'));
    const key = 's'.repeat(40);
    expect(resolveSecretKey(parseConfig({ DATA_DIR: dir, SECRET_KEY: key }))).toBe(key);
    writeFileSync(join(dir, SECRET_KEY_FILE), 'abc\n');
    expect(() => resolveSecretKey(parseConfig({ DATA_DIR: dir }))).toThrow(ConfigError);
  });

  it('turns billing on by default, with sandboxes for a local start only', () => {
    const local = parseConfig({});
    expect(local.billing).toBe(true);
    expect(local.signupCreditMicros).toBe(0);
    expect(local.payments).toMatchObject({ sandbox: true, wayforpay: null, binance: null });
    expect(parseConfig({ PUBLIC_URL: 'https://sms.example.com' }).payments.sandbox).toBe(false);
    const hosted = parseConfig({ PUBLIC_URL: 'https://sms.example.com', PAYMENTS_SANDBOX: 'on' });
    expect(hosted.payments.sandbox).toBe(true);
    expect(parseConfig({ BILLING: 'off', SIGNUP_CREDIT_USD: '0.5' })).toMatchObject({
      billing: false,
      signupCreditMicros: 500_000,
    });
  });

  it('reads provider credentials in pairs and refuses a bad BILLING or credit', () => {
    const config = parseConfig({
      PUBLIC_URL: 'https://sms.example.com',
      WAYFORPAY_MERCHANT_ACCOUNT: 'test_merch_n1',
      WAYFORPAY_SECRET_KEY: 'secret',
      BINANCE_PAY_API_KEY: 'key',
      BINANCE_PAY_SECRET_KEY: 'secret',
    });
    expect(config.payments.wayforpay).toEqual({
      merchantAccount: 'test_merch_n1',
      secretKey: 'secret',
      domainName: 'sms.example.com',
    });
    expect(config.payments.binance).toEqual({ apiKey: 'key', secretKey: 'secret' });
    expect(() => parseConfig({ WAYFORPAY_SECRET_KEY: 'secret' })).toThrow(ConfigError);
    expect(() => parseConfig({ BILLING: 'maybe' })).toThrow(/BILLING must be on or off/);
    expect(() => parseConfig({ SIGNUP_CREDIT_USD: '-1' })).toThrow(/SIGNUP_CREDIT_USD/);
  });

  it('reads the dedicated SMPP port range, one port or a range whose TLS ports fit', () => {
    expect(parseConfig({}).dedicatedSmppPorts).toEqual({ first: 2800, last: 2899 });
    expect(parseConfig({ DEDICATED_SMPP_PORTS: '4000 - 4009' }).dedicatedSmppPorts).toEqual({
      first: 4000,
      last: 4009,
    });
    expect(parseConfig({ DEDICATED_SMPP_PORTS: '5000' }).dedicatedSmppPorts).toEqual({
      first: 5000,
      last: 5000,
    });
    for (const bad of ['2899-2800', 'ports', '0-10', '65000-65535']) {
      expect(() => parseConfig({ DEDICATED_SMPP_PORTS: bad }), bad).toThrow(
        'DEDICATED_SMPP_PORTS must be a port range such as 2800-2899',
      );
    }
  });
});
