import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.js';
import { waitFor } from './wait.js';

const perlDir = fileURLToPath(new URL('../perl/', import.meta.url));

/** One JSON line printed by the Net::SMPP scripts in test/interop/perl. */
export interface NetSmppEvent {
  event: string;
  [field: string]: unknown;
}

export interface NetSmppMessage {
  source_addr: string;
  destination_addr: string;
  esm_class?: number;
  data_coding?: number;
  registered_delivery?: number;
  short_message_hex: string;
  /** Optional parameters by their Net::SMPP name, values as hex. */
  tlvs?: Record<string, string>;
}

export interface NetSmppEsmeJob {
  port: number;
  system_id: string;
  password: string;
  messages: NetSmppMessage[];
}

export interface NetSmppSmscJob {
  system_id: string;
  password: string;
  first_message_id?: number;
  send_receipts?: boolean;
  send_enquire_link?: boolean;
}

function requireNetSmpp(): void {
  const probe = spawnSync('perl', ['-MNet::SMPP', '-MJSON::PP', '-e', '1'], { encoding: 'utf8' });
  if (probe.status !== 0) {
    throw new Error(
      `perl with Net::SMPP is missing: install the Debian package "libnet-smpp-perl"\n${probe.stderr ?? ''}`,
    );
  }
}

/**
 * Runs a perl script with a JSON job on stdin and collects its JSON-line output. With `ownGroup`
 * the script and the processes it forks are a process group of their own, signalled together.
 */
class PerlScript {
  readonly events: NetSmppEvent[] = [];
  stderr = '';
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;

  constructor(
    script: string,
    job: object,
    private readonly ownGroup = false,
  ) {
    requireNetSmpp();
    this.child = spawn('perl', [perlDir + script], {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: ownGroup,
    });
    let pending = '';
    this.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) this.events.push(JSON.parse(line) as NetSmppEvent);
    });
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    this.child.stdin?.end(JSON.stringify(job));
  }

  waitForEvent(event: string, timeoutMs = 10_000): Promise<NetSmppEvent> {
    return waitFor(
      `Net::SMPP event ${event} (stderr: ${this.stderr.trim() || 'empty'})`,
      () => this.events.find((candidate) => candidate.event === event),
      { timeoutMs, intervalMs: 20 },
    );
  }

  /** Waits for the script to end by itself, killing it after the timeout. */
  async finish(timeoutMs: number): Promise<number | null> {
    const timer = setTimeout(() => this.signal('SIGKILL'), timeoutMs);
    const code = await this.exited;
    clearTimeout(timer);
    return code;
  }

  kill(): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.signal('SIGKILL');
    return this.exited;
  }

  /** Sends `signal` to the script, or to its whole process group. */
  signal(signal: NodeJS.Signals): void {
    const { pid } = this.child;
    if (!this.ownGroup || pid === undefined) {
      this.child.kill(signal);
      return;
    }
    try {
      process.kill(-pid, signal);
    } catch {
      // The group has ended already.
    }
  }
}

/** Net::SMPP as an ESME: binds, submits the messages, enquire_link, unbind; returns its output. */
export async function runNetSmppEsme(
  job: NetSmppEsmeJob,
  timeoutMs = 20_000,
): Promise<{ code: number | null; events: NetSmppEvent[]; stderr: string }> {
  const script = new PerlScript('esme.pl', job);
  const code = await script.finish(timeoutMs);
  return { code, events: script.events, stderr: script.stderr };
}

export interface NetSmppSmsc {
  port: number;
  events: NetSmppEvent[];
  waitForEvent(event: string, timeoutMs?: number): Promise<NetSmppEvent>;
  finish(timeoutMs: number): Promise<number | null>;
  stop(): Promise<number | null>;
}

/** Net::SMPP as an SMSC on a free loopback port, accepting one connection. */
export async function startNetSmppSmsc(job: NetSmppSmscJob): Promise<NetSmppSmsc> {
  const port = await freePort();
  const script = new PerlScript('smsc.pl', { ...job, port });
  await script.waitForEvent('listening');
  return {
    port,
    events: script.events,
    waitForEvent: (event, timeoutMs) => script.waitForEvent(event, timeoutMs),
    finish: (timeoutMs) => script.finish(timeoutMs),
    stop: () => script.kill(),
  };
}

export interface ForkingNetSmppSmsc extends NetSmppSmsc {
  /** Connections accepted and still served. */
  openConnections(): number;
  /** Stops (SIGSTOP) or continues (SIGCONT) every process of the SMSC, as an operator might. */
  pause(): void;
  resume(): void;
}

/**
 * Net::SMPP as an SMSC taking any number of connections, each served by a process of its own;
 * stop() ends them all.
 */
export async function startForkingNetSmppSmsc(job: NetSmppSmscJob): Promise<ForkingNetSmppSmsc> {
  const port = await freePort();
  const script = new PerlScript('smsc.pl', { ...job, port, fork: true }, true);
  await script.waitForEvent('listening');
  const count = (event: string) => script.events.filter((line) => line.event === event).length;
  return {
    port,
    events: script.events,
    waitForEvent: (event, timeoutMs) => script.waitForEvent(event, timeoutMs),
    finish: (timeoutMs) => script.finish(timeoutMs),
    stop: () => script.kill(),
    openConnections: () => count('accepted') - count('ended'),
    pause: () => script.signal('SIGSTOP'),
    resume: () => script.signal('SIGCONT'),
  };
}
