import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

interface Ready {
  type: 'ready';
  port: number;
}
interface Tally {
  type: 'tally';
  missing: number;
  twice: number;
}
interface Count {
  type: 'count';
  submits: number;
  receipts: number;
}

/** The local SMSC (local-smsc.ts) in a child process, as a separate machine would be. */
export class SmscChild {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  /** Its process id (for its CPU time, from /proc). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  static async start(): Promise<SmscChild> {
    const child = fork(fileURLToPath(new URL('./local-smsc.ts', import.meta.url)), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = await nextMessage<Ready>(child, 'ready', 20_000);
    return new SmscChild(child, ready.port);
  }

  async count(): Promise<Count> {
    const reply = nextMessage<Count>(this.child, 'count', 5_000);
    this.child.send({ type: 'count' });
    return reply;
  }

  /** Of `destinations`: how many never reached the SMSC, how many reached it more than once. */
  async tally(destinations: string[]): Promise<Tally> {
    const reply = nextMessage<Tally>(this.child, 'tally', 5_000);
    this.child.send({ type: 'tally', destinations });
    return reply;
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'stop' });
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}

function nextMessage<T extends { type: string }>(
  child: ChildProcess,
  type: T['type'],
  timeoutMs: number,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`the local SMSC sent no "${type}" within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: unknown) => {
      if ((message as { type?: string }).type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
  });
}
