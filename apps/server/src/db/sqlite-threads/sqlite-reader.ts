import type { Worker } from 'node:worker_threads';
import type { ReadOutcome, ReaderOptions } from './read-query.js';
import { spawnThread } from './spawn-thread.js';

interface Waiting {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

/**
 * The event loop's side of the SQLite reader thread (reader-thread.ts): `read` resolves with the
 * rows of one SELECT, blobs as Buffers. The thread starts on the first read; if it dies, the
 * reads it held fail and the next read starts a new one.
 */
export class SqliteReader {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: ReaderOptions) {}

  read<Row>(sql: string, parameters: readonly unknown[]): Promise<Row[]> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    const worker = this.worker ?? this.startWorker();
    const id = this.nextId++;
    const rows = new Promise<unknown[]>((resolve, reject) =>
      this.waiting.set(id, { resolve, reject }),
    );
    if (this.waiting.size === 1) worker.ref();
    worker.postMessage({ id, sql, parameters });
    return rows.then((list) => list.map((row) => withBuffers(row) as Row));
  }

  close(): void {
    this.closed = true;
    this.worker?.postMessage('close');
  }

  private startWorker(): Worker {
    const worker = spawnThread('reader-thread', this.options);
    worker.on('message', (outcome: ReadOutcome) => {
      const waiting = this.waiting.get(outcome.id);
      if (!waiting) return;
      this.waiting.delete(outcome.id);
      if ('error' in outcome) waiting.reject(new Error(outcome.error));
      else waiting.resolve(outcome.rows);
      if (this.waiting.size === 0) worker.unref();
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      const waiting = [...this.waiting.values()];
      this.waiting.clear();
      for (const { reject } of waiting) reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the SQLite reader thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}

/** Blobs cross the thread boundary as Uint8Arrays: Buffers again, as the main connection gives. */
function withBuffers(row: unknown): unknown {
  if (typeof row !== 'object' || row === null) return row;
  const values = row as Record<string, unknown>;
  for (const key in values) {
    const value = values[key];
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
      values[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return row;
}
