import { durableEventSchema, type DurableEvent } from '@routelab/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { OutboxRow } from '../db/schema.js';
import { backoffDelayMs, type Backoff } from '../jobs/backoff.js';
import { jobHandler } from '../jobs/job-registry.js';
import { jobType } from '../jobs/job-type.js';
import { OutboxStore } from './outbox-store.js';

/** An outbox event as subscribers get it: the event, its user, its row id and when it was made. */
export type DeliveredEvent = DurableEvent & { id: number; userId: number; createdAt: number };

/** Resolves once the event is handled; a rejection has it delivered again later. */
export type DurableSubscriber = (event: DeliveredEvent) => Promise<void>;

export interface OutboxRelayOptions {
  clock: Clock;
  log: FastifyBaseLogger;
  /** How long a relay may hold a user's rows before another may take them; default 60 s. */
  leaseMs?: number;
  /** Delivered rows are kept this long, then deleted; default 1 day. */
  keepDeliveredMs?: number;
}

/** Delivers the outbox as it fills (its source tells the job queue), at least once a minute. */
export const OUTBOX_RELAY_JOB = jobType('outbox.relay', z.object({}));
/** Deletes delivered outbox rows past their keeping time, hourly. */
export const OUTBOX_PURGE_JOB = jobType('outbox.purge', z.object({}));

const USERS_PER_PASS = 50;
const ROWS_PER_RUN = 200;
/** A run delivers pass after pass for at most this long, then lets other jobs run. */
const RUN_BUDGET_MS = 2_000;
const RELAY_EVERY_MS = 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

/** A failing row: 1 s, 2 s, 4 s, ... up to 10 minutes between tries, never given up. */
export const OUTBOX_RETRY: Backoff = {
  baseMs: 1_000,
  maxMs: 10 * 60_000,
  maxAttempts: Number.POSITIVE_INFINITY,
};

export const retryDelayMs = (attempts: number): number => backoffDelayMs(attempts, OUTBOX_RETRY);

/**
 * Delivers the outbox to durable subscribers: at least once (a row is marked delivered after
 * every subscriber resolved), in id order per user (a failing row holds back its user's later
 * rows, retried by OUTBOX_RETRY), across restarts (the rows stay until delivered) and across
 * processes sharing the database (a lease on each user's oldest row). It runs as the recurring
 * job OUTBOX_RELAY_JOB: woken by the writers of this process, found due by the job queue's polls
 * (nextDue) for rows other processes wrote.
 */
export class OutboxRelay {
  private readonly store: OutboxStore;
  private readonly subscribers = new Set<DurableSubscriber>();
  private readonly leaseMs: number;
  private readonly keepDeliveredMs: number;

  constructor(
    db: Db,
    private readonly options: OutboxRelayOptions,
  ) {
    this.store = new OutboxStore(db);
    this.leaseMs = options.leaseMs ?? 60_000;
    this.keepDeliveredMs = options.keepDeliveredMs ?? 24 * 3_600_000;
  }

  /** Returns the function that unsubscribes. */
  subscribe(subscriber: DurableSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** The relay as a recurring job: passes until nothing more is due (or its budget is spent). */
  relayJob() {
    return jobHandler({
      type: OUTBOX_RELAY_JOB,
      recurring: { everyMs: RELAY_EVERY_MS, nextDue: () => this.store.nextDue() },
      handle: async () => {
        const until = performance.now() + RUN_BUDGET_MS;
        while ((await this.deliverDue()) > 0 && performance.now() < until);
      },
    });
  }

  purgeJob() {
    return jobHandler({
      type: OUTBOX_PURGE_JOB,
      recurring: { everyMs: PURGE_EVERY_MS },
      handle: async () => {
        await this.store.purgeDelivered(this.options.clock() - this.keepDeliveredMs);
      },
    });
  }

  /** One pass over what is due; resolves with the number of rows delivered. */
  async deliverDue(): Promise<number> {
    const heads = await this.store.dueHeads(this.options.clock(), USERS_PER_PASS);
    const delivered = await Promise.all(heads.map((head) => this.deliverUser(head)));
    return delivered.reduce((sum, count) => sum + count, 0);
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
