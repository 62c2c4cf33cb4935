import type { Answer } from './thread-requests.js';

/** What the SQLite reader thread is asked, and what it answers. Plain data only. */

export interface ReadQuery {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

/** The rows of the query, or its error. */
export type ReadOutcome = Answer<unknown[]>;

export interface ReaderOptions {
  file: string;
  busyTimeoutMs: number;
}
