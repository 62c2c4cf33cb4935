import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Messages between the ingest benchmark driver and its worker processes. */
export type IngestMessage =
  | { type: 'ready'; port: number }
  /** The HTTP send bench's server: where to send, as whom (an API key with send_sms). */
  | { type: 'http-ready'; port: number; username: string; apiKey: string; gatewayId: number }
  | { type: 'bound'; sessions: number }
  | {
      type: 'memory';
      rssBytes: number;
      cpuMicros: number;
      mainThreadCpuMicros: number;
      /** process.hrtime in microseconds: the clock V8's CPU profiles stamp samples with. */
      monotonicMicros: number;
    }
  | { type: 'stored'; messages: number; pduLogs: number; synchronous: string }
  | { type: 'storage'; messages: number; cpuMicros: number; elapsedMs: number }
  /** Routed messages created since the mark, and how long each took to reach its SMSC. */
  | { type: 'latency'; messages: number; sent: number; p50Ms: number; p99Ms: number }
  | {
      type: 'load';
      sent: number;
      acked: number;
      refused: number;
      elapsedMs: number;
      p50Ms: number;
      p99Ms: number;
      /** The load client's own CPU time from bind to the last answer. */
      cpuMicros: number;
    };

export type IngestCommand =
  | { type: 'measure' }
  | { type: 'count' }
  | { type: 'stop' }
  /** Routing bench: routed messages from now on are the next latency's. */
  | { type: 'mark' }
  | { type: 'latency' };

/**
 * How `npm start` (root package.json) runs node: its environment assignments and its node flags,
 * which built servers run with. Read where a worker is forked (the driver): this file is also
 * bundled into the built servers.
 */
function startCommand(): { env: Record<string, string>; flags: string[] } {
  const manifest = new URL('../../../package.json', import.meta.url);
  const { scripts } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    scripts: { start: string };
  };
  const words = scripts.start.split(/\s+/);
  const assignments = words.slice(0, words.indexOf('node')).map((word) => word.split('='));
  return {
    env: Object.fromEntries(assignments.map(([name, value]) => [name!, value ?? ''])),
    flags: words.filter((word) => word.startsWith('--')),
  };
}

type Of<T extends IngestMessage['type']> = Extract<IngestMessage, { type: T }>;

/**
 * One worker process of the ingest benchmark: a script beside this file, forked with the
 * driver's tsx loader, or a built `.mjs` (see node-build.ts) run by node alone.
 */
export class IngestWorker {
  private readonly inbox: IngestMessage[] = [];
  private readonly child: ChildProcess;
  private readonly exited: Promise<number | null>;
  private stderr = '';

  /** `nodeFlags`: more flags for a built script (e.g. --cpu-prof). */
  constructor(
    script: string,
    args: string[],
    env: Record<string, string> = {},
    nodeFlags: string[] = [],
  ) {
    const built = script.endsWith('.mjs');
    const path = built ? script : fileURLToPath(new URL(`./${script}`, import.meta.url));
    const start = built ? startCommand() : { env: {}, flags: [] };
    this.child = fork(path, args, {
      ...(built && { execArgv: [...start.flags, ...nodeFlags] }),
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      env: { ...process.env, ...start.env, ...env },
    });
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-4_000);
    });
    this.child.on('message', (message) => this.inbox.push(message as IngestMessage));
    this.exited = new Promise((resolve) => this.child.once('exit', resolve));
  }

  async next<T extends IngestMessage['type']>(type: T, timeoutMs: number): Promise<Of<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.inbox.findIndex((message) => message.type === type);
      if (index >= 0) return this.inbox.splice(index, 1)[0] as Of<T>;
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`${type}: worker exited\n${this.stderr}`);
      }
      if (Date.now() > deadline)
        throw new Error(`${type}: no answer in ${timeoutMs} ms\n${this.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Its process id (for its CPU time, from /proc). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  send(command: IngestCommand): void {
    if (this.child.connected) this.child.send(command);
  }

  /** kill -9: the process ends at once, as in a crash. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.send({ type: 'stop' });
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** Sends a message to the driver (workers only). */
export function tell(message: IngestMessage): void {
  process.send?.(message);
}

export function onCommand(handle: (command: IngestCommand) => void): void {
  process.on('message', (message) => handle(message as IngestCommand));
}

/** What a worker answers to 'measure'. */
export function memoryReport(): Extract<IngestMessage, { type: 'memory' }> {
  return {
    type: 'memory',
    rssBytes: process.memoryUsage().rss,
    cpuMicros: cpuMicros(),
    mainThreadCpuMicros: mainThreadCpuMicros(),
    monotonicMicros: Number(process.hrtime.bigint() / 1000n),
  };
}

/**
 * CPU time of this process's main thread alone (Linux: /proc/thread-self/stat, in clock ticks of
 * 10 ms), in microseconds: beside the process total, it shows what the other threads (the
 * SQLite writer and checkpoint threads, V8's helpers) took.
 */
function mainThreadCpuMicros(): number {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** CPU time (user + system) this process has used so far, in microseconds. */
export function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}
