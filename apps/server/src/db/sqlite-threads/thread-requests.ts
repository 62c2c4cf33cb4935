import type { Worker } from 'node:worker_threads';

/** How a thread's message answers requests: each request's id with its result or error. */
export type Answer<T> = { id: number; result: T } | { id: number; error: string };

interface Waiting<T> {
  resolve: (result: T) => void;
  reject: (error: Error) => void;
}

/**
 * Requests to a worker thread, answered by id. The thread starts on the first request and keeps
 * the process alive only while a request waits; if it dies, the requests it held fail and the
 * next request starts a new one.
 */
export class ThreadRequests<T> {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting<T>>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly thread: {
      name: string;
      spawn: () => Worker;
      /** The answers a message of the thread carries. */
      answersOf: (message: unknown) => Answer<T>[];
    },
  ) {}

  /** Posts the message `build` makes of a new request id; settles with the thread's answer. */
  request(build: (id: number) => unknown): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    const result = new Promise<T>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    if (this.waiting.size === 1) worker.ref();
    worker.postMessage(build(id));
    return result;
  }

  /** Asks the thread to end once it has answered what it holds. */
  close(): void {
    this.closed = true;
    this.worker?.postMessage('close');
    this.worker?.ref();
  }

  private start(): Worker {
    const worker = this.thread.spawn();
    worker.on('message', (message: unknown) => {
      for (const answer of this.thread.answersOf(message)) {
        const waiting = this.waiting.get(answer.id);
        if (!waiting) continue;
        this.waiting.delete(answer.id);
        if ('error' in answer) waiting.reject(new Error(answer.error));
        else waiting.resolve(answer.result);
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
    worker.on('exit', (code) => fail(new Error(`the SQLite ${this.thread.name} exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}
