import type { Worker } from 'node:worker_threads';
import { spawnThread } from './spawn-thread.js';
import type { JobOutcome, WriteStatement, WriterOptions } from './write-job.js';

interface Waiting {
  resolve: (ids: number[][]) => void;
  reject: (error: Error) => void;
}

/**
 * The event loop's side of the SQLite writer thread (writer-thread.ts). `write` resolves once its
 * statements have committed, with the rowids each insert asked for (as ranges: see idsOf). The
 * thread starts on the first write; if it dies, the writes it held fail and the next write
 * starts a new one. The checkpoint thread starts with it.
 */
export class SqliteWriter {
  private worker: Worker | undefined;
  private checkpointer: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private nextJobId = 1;
  private closed = false;

  constructor(private readonly options: WriterOptions) {}

  /**
   * Statements that commit together (in one transaction, maybe with other writes) or not at all.
   * Background writes (nobody is waiting for them) commit after the others queued with them.
   */
  write(statements: WriteStatement[], background = false): Promise<number[][]> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    const worker = this.worker ?? this.startWorker();
    const id = this.nextJobId++;
    const done = new Promise<number[][]>((resolve, reject) =>
      this.waiting.set(id, { resolve, reject }),
    );
    if (this.waiting.size === 1) worker.ref();
    worker.postMessage(
      background ? { id, statements, background, queuedAt: Date.now() } : { id, statements },
    );
    return done;
  }

  /** Lets queued writes finish, then ends the thread. */
  close(): void {
    this.closed = true;
    this.worker?.postMessage('close');
    this.worker?.ref();
    void this.checkpointer?.terminate();
    this.checkpointer = undefined;
  }

  private startWorker(): Worker {
    if (!this.checkpointer) {
      this.checkpointer = spawnThread('checkpoint-thread', this.options);
      this.checkpointer.unref();
      this.checkpointer.on('error', () => (this.checkpointer = undefined));
    }
    const worker = spawnThread('writer-thread', this.options);
    worker.on('message', (outcomes: JobOutcome[]) => {
      for (const outcome of outcomes) {
        const waiting = this.waiting.get(outcome.id);
        if (!waiting) continue;
        this.waiting.delete(outcome.id);
        if ('error' in outcome) waiting.reject(new Error(outcome.error));
        else waiting.resolve(outcome.ids);
      }
      if (this.waiting.size === 0 && !this.closed) worker.unref();
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      const waiting = [...this.waiting.values()];
      this.waiting.clear();
      for (const { reject } of waiting) reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the SQLite writer thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}
