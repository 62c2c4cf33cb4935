import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { runStatement } from './run-statement.js';
import { nextJobs } from './write-order.js';
import {
  WAL_SAFETY_PAGES,
  WRITER_CACHE_KIB,
  type JobOutcome,
  type WriteJob,
  type WriterOptions,
} from './write-job.js';

/**
 * The SQLite writer thread: the hot-path inserts (received messages, PDU logs) run here, on their
 * own connection, so SQLite's CPU time leaves the event loop that answers SMPP and HTTP. Urgent
 * jobs that queued up while one transaction ran are written together in the next (group
 * commit), background jobs with them or in turns (write-order.ts); a job that fails is retried
 * alone, so one bad job never fails the others.
 */
if (!parentPort) throw new Error('writer-thread runs as a worker thread');
const port = parentPort;
const options = workerData as WriterOptions;

const database = new SqliteDatabase(options.file);
database.pragma('journal_mode = WAL');
database.pragma(`busy_timeout = ${options.busyTimeoutMs}`);
database.pragma('foreign_keys = ON');
database.pragma(`cache_size = -${WRITER_CACHE_KIB}`);
database.pragma(`synchronous = ${options.synchronous}`);
// The checkpoint thread keeps the WAL short; this only bounds it should that thread fall behind.
database.pragma(`wal_autocheckpoint = ${WAL_SAFETY_PAGES}`);
const begin = database.prepare('begin immediate');
const commit = database.prepare('commit');
const rollback = database.prepare('rollback');

function execute(job: WriteJob): number[][] {
  return job.statements.map((statement) => runStatement(database, statement));
}

function inTransaction<T>(work: () => T): T {
  begin.run();
  try {
    const result = work();
    commit.run();
    return result;
  } catch (error) {
    if (database.inTransaction) rollback.run();
    throw error;
  }
}

function writeTogether(jobs: WriteJob[]): JobOutcome[] {
  try {
    return inTransaction(() => jobs.map((job) => ({ id: job.id, ids: execute(job) })));
  } catch (error) {
    if (jobs.length === 1) return [{ id: jobs[0]!.id, error: messageOf(error) }];
    return jobs.map((job) => {
      try {
        return { id: job.id, ids: inTransaction(() => execute(job)) };
      } catch (jobError) {
        return { id: job.id, error: messageOf(jobError) };
      }
    });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const urgent: WriteJob[] = [];
const background: WriteJob[] = [];
let closing = false;

function take(message: WriteJob | 'close'): void {
  if (message === 'close') closing = true;
  else if (message.background) background.push(message);
  else urgent.push(message);
}

function takeQueued(): void {
  for (let next = receiveMessageOnPort(port); next; next = receiveMessageOnPort(port)) {
    take(next.message as WriteJob | 'close');
  }
}

function writeQueued(): void {
  for (takeQueued(); urgent.length > 0 || background.length > 0; takeQueued()) {
    const jobs = nextJobs(
      urgent,
      background,
      Date.now(),
      lastBackgroundAt,
      options.backgroundTurnMs,
    );
    port.postMessage(writeTogether(jobs));
    if (jobs.some((job) => job.background)) lastBackgroundAt = Date.now();
  }
  if (closing) {
    database.close();
    port.close();
  }
}

/** When the last background job was written, or the thread got ready (Date.now(), as queuedAt). */
let lastBackgroundAt = Date.now();

port.on('message', (first: WriteJob | 'close') => {
  take(first);
  writeQueued();
});
