import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Messages between the bench driver and its worker processes (over the fork IPC channel). */
export type WorkerMessage =
  | { type: 'ready'; port: number }
  | { type: 'codec'; roundTripsPerSecond: number }
  | {
      type: 'loopback';
      completed: number;
      failed: number;
      elapsedMs: number;
      p50Ms: number;
      p99Ms: number;
      /** CPU time (user + system) the client process spent in the timed part. */
      cpuMicros: number;
    }
  | { type: 'cpu'; cpuMicros: number }
  | { type: 'bound'; rssBytes: number }
  | { type: 'received'; count: number }
  | { type: 'memory'; rssBytes: number; heapUsedBytes: number }
  | { type: 'flooded'; offered: number; rssBytes: number; heapUsedBytes: number };

export type DriverMessage = { type: 'start' } | { type: 'measure' } | { type: 'stop' };

type MessageOf<T extends WorkerMessage['type']> = Extract<WorkerMessage, { type: T }>;

/** A benchmark worker in its own process; the driver waits for typed messages from it. */
export class Worker {
  private readonly inbox: WorkerMessage[] = [];
  private readonly waiters = new Set<() => void>();
  private readonly child: ChildProcess;
  private readonly exited: Promise<number | null>;
  private stderr = '';

  /** `nodeOptions` are added to the driver's own (e.g. --expose-gc for a memory measurement). */
  constructor(script: string, args: string[], nodeOptions: string[] = []) {
    const path = fileURLToPath(new URL(`./workers/${script}`, import.meta.url));
    // The driver runs under tsx; forked workers inherit its loader through process.execArgv.
    this.child = fork(path, args, {
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      execArgv: [...process.execArgv, ...nodeOptions],
    });
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-4_000);
    });
    this.child.on('message', (message) => {
      this.inbox.push(message as WorkerMessage);
      for (const wake of this.waiters) wake();
    });
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code) => {
        resolve(code);
        for (const wake of this.waiters) wake();
      }),
    );
  }

  next<T extends WorkerMessage['type']>(type: T, timeoutMs: number): Promise<MessageOf<T>> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const index = this.inbox.findIndex((message) => message.type === type);
        if (index >= 0) {
          finish();
          resolve(this.inbox.splice(index, 1)[0] as MessageOf<T>);
        } else if (this.child.exitCode !== null || this.child.signalCode !== null) {
          finish();
          reject(new Error(`worker exited before "${type}"\n${this.stderr}`));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`worker sent no "${type}" within ${timeoutMs} ms\n${this.stderr}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Sends a message; one that no longer reaches an exiting worker is dropped (stop() kills it). */
  send(message: DriverMessage): void {
    if (this.child.connected) this.child.send(message, () => undefined);
  }

  /** Asks the worker to stop, and kills it if it has not exited within a second. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.send({ type: 'stop' });
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 1_000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** Sends a message to the driver (workers only). */
export function report(message: WorkerMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) {
      reject(new Error('bench workers must be started by the bench driver (bench/run.ts)'));
      return;
    }
    process.send(message, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });
}

/** CPU time (user + system) this process has used so far, in microseconds. */
export function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/**
 * Process memory after a full garbage collection, so heap used counts live objects only and not
 * garbage that has not been collected yet (workers forked with --expose-gc only).
 */
export function memoryAfterGc(): { rssBytes: number; heapUsedBytes: number } {
  const { gc } = globalThis as { gc?: () => void };
  if (!gc) throw new Error('memory is measured after a GC: fork this worker with --expose-gc');
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rssBytes: rss, heapUsedBytes: heapUsed };
}

/** Runs `onMessage` for every message from the driver (workers only). */
export function onDriverMessage(onMessage: (message: DriverMessage) => void): void {
  process.on('message', (message) => onMessage(message as DriverMessage));
}
