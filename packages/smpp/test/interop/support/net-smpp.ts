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

/** Runs a perl script with a JSON job on stdin and collects its JSON-line output. */
class PerlScript {
  readonly events: NetSmppEvent[] = [];
  stderr = '';
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;

  constructor(script: string, job: object) {
    requireNetSmpp();
    this.child = spawn('perl', [perlDir + script], { stdio: ['pipe', 'pipe', 'pipe'] });
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
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    const code = await this.exited;
    clearTimeout(timer);
    return code;
  }

  kill(): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    return this.exited;
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
