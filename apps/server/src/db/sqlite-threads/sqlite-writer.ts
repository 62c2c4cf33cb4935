import type { Worker } from 'node:worker_threads';
import { spawnThread } from './spawn-thread.js';
import { ThreadRequests } from './thread-requests.js';
import type { JobOutcome, WriteStatement, WriterOptions } from './write-job.js';

/**
 * The event loop's side of the SQLite writer thread (writer-thread.ts). `write` resolves once its
 * statements have committed, with the rowids each insert asked for (as ranges: see idsOf). The
 * checkpoint thread starts with the writer thread.
 */
export class SqliteWriter {
  private checkpointer: Worker | undefined;
  private readonly requests: ThreadRequests<number[][]>;

  constructor(private readonly options: WriterOptions) {
    this.requests = new ThreadRequests({
      name: 'writer thread',
      spawn: () => {
        this.startCheckpointer();
        return spawnThread('writer-thread', options);
      },
      answersOf: (message) =>
        (message as JobOutcome[]).map((outcome) =>
          'error' in outcome ? outcome : { id: outcome.id, result: outcome.ids },
        ),
    });
  }

  /**
   * Statements that commit together (in one transaction, maybe with other writes) or not at all.
   * Background writes (nobody is waiting for them) commit after the others queued with them.
   */
  write(statements: WriteStatement[], background = false): Promise<number[][]> {
    return this.requests.request((id) =>
      background ? { id, statements, background, queuedAt: Date.now() } : { id, statements },
    );
  }

  /** Lets queued writes finish, then ends the thread. */
  close(): void {
    this.requests.close();
    void this.checkpointer?.terminate();
    this.checkpointer = undefined;
  }

  private startCheckpointer(): void {
    if (this.checkpointer) return;
    this.checkpointer = spawnThread('checkpoint-thread', this.options);
    this.checkpointer.unref();
    this.checkpointer.on('error', () => (this.checkpointer = undefined));
  }
}
