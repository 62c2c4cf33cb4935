/** What the SQLite reader thread is asked, and what it answers. Plain data only. */

export interface ReadQuery {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

export type ReadOutcome = { id: number; rows: unknown[] } | { id: number; error: string };

export interface ReaderOptions {
  file: string;
  busyTimeoutMs: number;
}
