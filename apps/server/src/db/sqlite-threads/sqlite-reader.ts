import type { ReadOutcome, ReaderOptions } from './read-query.js';
import { spawnThread } from './spawn-thread.js';
import { ThreadRequests } from './thread-requests.js';

/**
 * The event loop's side of the SQLite reader thread (reader-thread.ts): `read` resolves with the
 * rows of one SELECT, blobs as Buffers.
 */
export class SqliteReader {
  private readonly requests: ThreadRequests<unknown[]>;

  constructor(options: ReaderOptions) {
    this.requests = new ThreadRequests({
      name: 'reader thread',
      spawn: () => spawnThread('reader-thread', options),
      answersOf: (message) => [message as ReadOutcome],
    });
  }

  async read<Row>(sql: string, parameters: readonly unknown[]): Promise<Row[]> {
    const rows = await this.requests.request((id) => ({ id, sql, parameters }));
    return rows.map((row) => withBuffers(row) as Row);
  }

  close(): void {
    this.requests.close();
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
