import { workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import type { WriterOptions } from './write-job.js';

/**
 * Copies the WAL back into the database file on its own thread and connection, so neither the
 * writer thread nor the event loop waits for a checkpoint (page copies and, with synchronous
 * normal, an fsync). A passive checkpoint never blocks writers; it runs a few times a second.
 */
const CHECKPOINT_EVERY_MS = 250;

const options = workerData as WriterOptions;
const database = new SqliteDatabase(options.file);
database.pragma(`busy_timeout = ${options.busyTimeoutMs}`);
database.pragma(`synchronous = ${options.synchronous}`);
setInterval(() => database.pragma('wal_checkpoint(PASSIVE)'), CHECKPOINT_EVERY_MS);
