import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, openSync, closeSync, readFileSync, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './ports.js';
import { waitFor } from './wait.js';

const bearerboxBinary = '/usr/sbin/bearerbox';
const smsboxBinary = '/usr/sbin/smsbox';
const adminPassword = 'admin';
const statusPassword = 'status';
export const kannelSmscId = 'routelab';
export const kannelSendUser = { username: 'tester', password: 'foobar' };

export interface KannelOptions {
  /** Port of the SMPP server (ours) that bearerbox binds to as a transceiver. */
  smscPort: number;
  systemId: string;
  password: string;
  /** Where smsbox sends mobile-originated messages (get-url of the default sms-service). */
  moUrl: string;
  /**
   * SMSC links to the server, each bound on its own (smsc-id routelab, routelab-2, …): several
   * binds of one account. Kannel keeps each link's DLRs apart. Default 1.
   */
  binds?: number;
  /** Submits each SMSC link keeps in flight (Kannel's window). Default 10. */
  maxPendingSubmits?: number;
  /** smsbox's and bearerbox's log level (0 debug … 4 panic). Default 0. */
  logLevel?: number;
}

export interface SendSmsParams {
  from: string;
  to: string;
  text: string;
  /** Kannel coding: 0 = 7-bit (GSM), 1 = 8-bit, 2 = UCS2. */
  coding?: 0 | 1 | 2;
  charset?: string;
  dlrMask?: number;
  dlrUrl?: string;
  /** The smsc-id of the link to send on (Kannel picks one when absent). */
  smsc?: string;
}

export interface SendSmsResult {
  status: number;
  body: string;
}

function requireExecutable(path: string): void {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(`${path} is missing: install the Debian package "kannel"`);
  }
}

/** The smsc-id of each SMSC link of a Kannel started with these options. */
const kannelSmscIds = (options: Pick<KannelOptions, 'binds'>): string[] =>
  Array.from({ length: options.binds ?? 1 }, (_, index) =>
    index === 0 ? kannelSmscId : `${kannelSmscId}-${index + 1}`,
  );

function kannelConfig(dir: string, ports: Ports, options: KannelOptions): string {
  const smscGroups = kannelSmscIds(options).map(
    (smscId) => `group = smsc
smsc = smpp
smsc-id = ${smscId}
host = 127.0.0.1
port = ${options.smscPort}
transceiver-mode = true
smsc-username = ${options.systemId}
smsc-password = ${options.password}
system-type = ""
interface-version = 34
enquire-link-interval = 30
reconnect-delay = 1
max-pending-submits = ${options.maxPendingSubmits ?? 10}
`,
  );
  // store-location is a file, not a folder; every interface stays on loopback.
  return `group = core
admin-port = ${ports.admin}
admin-interface = 127.0.0.1
admin-password = ${adminPassword}
status-password = ${statusPassword}
admin-allow-ip = 127.0.0.1
smsbox-port = ${ports.smsbox}
smsbox-interface = 127.0.0.1
box-allow-ip = 127.0.0.1
dlr-storage = internal
store-type = file
store-location = ${join(dir, 'kannel.store')}
log-file = ${join(dir, 'bearerbox.log')}
log-level = ${options.logLevel ?? 0}

${smscGroups.join('\n')}
group = smsbox
bearerbox-host = 127.0.0.1
bearerbox-port = ${ports.smsbox}
sendsms-port = ${ports.sendsms}
sendsms-interface = 127.0.0.1
log-file = ${join(dir, 'smsbox.log')}
log-level = ${options.logLevel ?? 0}

group = sendsms-user
username = ${kannelSendUser.username}
password = ${kannelSendUser.password}
max-messages = 5
concatenation = true

group = sms-service
keyword = default
get-url = "${options.moUrl}?from=%p&to=%P&text=%a"
max-messages = 0
`;
}

interface Ports {
  admin: number;
  smsbox: number;
  sendsms: number;
}

/** Debian Kannel (bearerbox + smsbox) bound as an ESME to an SMPP server on loopback. */
export class Kannel {
  private constructor(
    private readonly dir: string,
    private readonly ports: Ports,
    private readonly processes: ChildProcess[],
    private readonly smscIds: string[],
  ) {}

  /** bearerbox's and smsbox's process ids (a benchmark reads their CPU time from /proc). */
  get pids(): number[] {
    return this.processes.flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
  }

  static async start(options: KannelOptions): Promise<Kannel> {
    requireExecutable(bearerboxBinary);
    requireExecutable(smsboxBinary);
    const dir = await mkdtemp(join(tmpdir(), 'routelab-kannel-'));
    const ports = { admin: await freePort(), smsbox: await freePort(), sendsms: await freePort() };
    const configPath = join(dir, 'kannel.conf');
    await writeFile(configPath, kannelConfig(dir, ports, options));
    const kannel = new Kannel(dir, ports, [], kannelSmscIds(options));
    try {
      kannel.launch(bearerboxBinary, configPath, 'bearerbox.out');
      await waitFor('bearerbox admin port', () => kannel.statusText(), { timeoutMs: 15_000 });
      kannel.launch(smsboxBinary, configPath, 'smsbox.out');
      await kannel.waitUntilReady();
    } catch (error) {
      const logs = kannel.logTail();
      await kannel.stop();
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${logs}`);
    }
    return kannel;
  }

  private launch(binary: string, configPath: string, outputName: string): void {
    const output = openSync(join(this.dir, outputName), 'w');
    const child = spawn(binary, [configPath], { cwd: this.dir, stdio: ['ignore', output, output] });
    closeSync(output);
    this.processes.push(child);
  }

  /** The admin status page as text, or undefined while bearerbox does not answer yet. */
  async statusText(): Promise<string | undefined> {
    const url = `http://127.0.0.1:${this.ports.admin}/status.txt?password=${statusPassword}`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return response.ok ? await response.text() : undefined;
    } catch {
      return undefined;
    }
  }

  /** Waits until smsbox is connected to bearerbox and every SMSC link is bound (online). */
  async waitUntilReady(timeoutMs = 30_000): Promise<void> {
    await waitFor(
      'Kannel SMSC online and smsbox connected',
      async () => {
        const status = await this.statusText();
        if (status === undefined) return undefined;
        const smscOnline = this.smscIds.every((smscId) =>
          new RegExp(`^\\s*${smscId}(?![\\w-]).*\\(online`, 'm').test(status),
        );
        const smsboxConnected = /smsbox:/.test(status);
        return smscOnline && smsboxConnected ? true : undefined;
      },
      { timeoutMs, intervalMs: 200 },
    );
    // smsbox opens its HTTP port a moment after it registers with bearerbox.
    await waitFor(
      'smsbox sendsms port',
      async () => {
        const response = await fetch(`http://127.0.0.1:${this.ports.sendsms}/`, {
          signal: AbortSignal.timeout(2_000),
        });
        await response.arrayBuffer();
        return true;
      },
      { timeoutMs: 10_000, intervalMs: 100 },
    );
  }

  async sendSms(params: SendSmsParams): Promise<SendSmsResult> {
    const query = new URLSearchParams({
      username: kannelSendUser.username,
      password: kannelSendUser.password,
      from: params.from,
      to: params.to,
      text: params.text,
    });
    if (params.coding !== undefined) query.set('coding', String(params.coding));
    if (params.charset !== undefined) query.set('charset', params.charset);
    if (params.dlrMask !== undefined) query.set('dlr-mask', String(params.dlrMask));
    if (params.dlrUrl !== undefined) query.set('dlr-url', params.dlrUrl);
    if (params.smsc !== undefined) query.set('smsc', params.smsc);
    const url = `http://127.0.0.1:${this.ports.sendsms}/cgi-bin/sendsms?${query.toString()}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return { status: response.status, body: await response.text() };
  }

  /** smsbox's sendsms URL. */
  sendsmsBase(): string {
    return `http://127.0.0.1:${this.ports.sendsms}/cgi-bin/sendsms`;
  }

  /** Any request to smsbox's sendsms port (the path and query as given), answered as is. */
  async sendsmsRequest(
    pathAndQuery: string,
    init: RequestInit = {},
  ): Promise<SendSmsResult & { contentType: string | null }> {
    const response = await fetch(`http://127.0.0.1:${this.ports.sendsms}${pathAndQuery}`, {
      ...init,
      signal: AbortSignal.timeout(10_000),
    });
    return {
      status: response.status,
      body: await response.text(),
      contentType: response.headers.get('content-type'),
    };
  }

  /** The last lines of the bearerbox and smsbox logs, for failure messages. */
  logTail(lines = 40): string {
    return ['bearerbox.log', 'smsbox.log', 'bearerbox.out', 'smsbox.out']
      .map((name) => join(this.dir, name))
      .filter((path) => existsSync(path))
      .map((path) => {
        const tail = readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n');
        return `--- ${path}\n${tail}`;
      })
      .join('\n');
  }

  /** Asks bearerbox to shut down (smsbox follows), kills what is still running, removes files. */
  async stop(): Promise<void> {
    const alive = () =>
      this.processes.filter((child) => child.exitCode === null && child.signalCode === null);
    if (alive().length > 0) {
      await fetch(`http://127.0.0.1:${this.ports.admin}/shutdown?password=${adminPassword}`, {
        signal: AbortSignal.timeout(2_000),
      }).catch(() => undefined);
      const deadline = Date.now() + 10_000;
      while (alive().length > 0 && Date.now() < deadline) await sleep(100);
      await Promise.all(
        alive().map(
          (child) =>
            new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGKILL');
            }),
        ),
      );
    }
    await rm(this.dir, { recursive: true, force: true });
  }
}
