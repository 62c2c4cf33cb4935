import { durableEventSchema, type DurableEvent } from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { OutboxRow } from '../db/schema.js';
import { OutboxStore } from './outbox-store.js';

/** An outbox event as subscribers get it: the event, its user, its row id and when it was made. */
export type DeliveredEvent = DurableEvent & { id: number; userId: number; createdAt: number };

/** Resolves once the event is handled; a rejection has it delivered again later. */
export type DurableSubscriber = (event: DeliveredEvent) => Promise<void>;

export interface OutboxRelayOptions {
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often the outbox is read while it has nothing due; default 1 s. */
  pollMs?: number;
  /** How long a relay may hold a user's rows before another may take them; default 60 s. */
  leaseMs?: number;
  /** Delivered rows are kept this long, then deleted; default 1 day. */
  keepDeliveredMs?: number;
}

const USERS_PER_PASS = 50;
const ROWS_PER_RUN = 200;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 10 * 60_000;
const PURGE_EVERY_MS = 60_000;

/** 1 s, 2 s, 4 s, ... up to 10 minutes between tries of a failing row. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/**
 * Delivers the outbox to durable subscribers: at least once (a row is marked delivered after
 * every subscriber resolved), in id order per user (a failing row holds back its user's later
 * rows, retried with backoff), across restarts (the rows stay until delivered) and across
 * processes sharing the database (a lease on each user's oldest row).
 */
export class OutboxRelay {
  private readonly store: OutboxStore;
  private readonly subscribers = new Set<DurableSubscriber>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly keepDeliveredMs: number;
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private running = false;
  private lastPurge = 0;

  constructor(
    db: Db,
    private readonly options: OutboxRelayOptions,
  ) {
    this.store = new OutboxStore(db);
    this.pollMs = options.pollMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.keepDeliveredMs = options.keepDeliveredMs ?? 24 * 3_600_000;
  }

  /** Returns the function that unsubscribes. */
  subscribe(subscriber: DurableSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops polling; resolves once the pass under way has settled its rows. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.pass;
  }

  /** One pass over what is due; resolves with the number of rows delivered. */
  async deliverDue(): Promise<number> {
    const now = this.options.clock();
    const heads = await this.store.dueHeads(now, USERS_PER_PASS);
    const delivered = await Promise.all(heads.map((head) => this.deliverUser(head)));
    if (now - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = now;
      await this.store.purgeDelivered(now - this.keepDeliveredMs);
    }
    return delivered.reduce((sum, count) => sum + count, 0);
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.pass = this.deliverDue()
        .then(
          // Rows delivered: more may be due at once (a user's rows beyond one run).
          (count) => this.schedule(count > 0 ? 0 : this.pollMs),
          (error: unknown) => {
            this.options.log.error({ err: error }, 'outbox relay pass failed');
            this.schedule(this.pollMs);
          },
        )
        .finally(() => {
          this.pass = undefined;
        });
    }, delayMs);
  }

  /** A user's rows from its oldest on, in order, until one fails; returns how many were delivered. */
  private async deliverUser(head: OutboxRow): Promise<number> {
    if (!(await this.store.lease(head, this.options.clock() + this.leaseMs))) return 0;
    const rows = await this.store.run(head.user_id, head.id, ROWS_PER_RUN);
    const delivered: number[] = [];
    for (const row of rows) {
      try {
        await this.deliver(row);
        delivered.push(row.id);
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        this.options.log.warn(
          { err: error, outbox: row.id, kind: row.kind, user: row.user_id, attempts },
          'outbox event not delivered: tried again later',
        );
        await this.store.markDelivered(delivered, this.options.clock());
        await this.store.markFailed(row.id, message, this.options.clock() + retryDelayMs(attempts));
        return delivered.length;
      }
    }
    await this.store.markDelivered(delivered, this.options.clock());
    return delivered.length;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const event = durableEventSchema.parse({ kind: row.kind, data: JSON.parse(row.payload) });
    const delivered: DeliveredEvent = {
      ...event,
      id: row.id,
      userId: row.user_id,
      createdAt: row.created_at,
    };
    for (const subscriber of this.subscribers) await subscriber(delivered);
  }
}
