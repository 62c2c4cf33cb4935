import { MICROS_PER_USD, TIERS, type Tier } from '@routelab/shared';
import type { EventBus } from '../../bus/event-bus.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { runRaw } from '../../db/raw-sql.js';
import type { BalanceGuard } from '../../smpp/ports/ingest-billing.js';
import type { Pricing } from './pricing.js';

/** What the SMPP ingest knows of one user's money. */
interface UserBalance {
  /** The balance in the database as last read, less the ingest's charges committed since. */
  committed: number;
  /** Charges of accepted submits not yet handed to the database. */
  queued: number;
  /** Charges in transactions under way. */
  inFlight: number;
  tier: Tier;
  /** Something else changed the balance (or a refusal asks for a second look): read it again. */
  stale: boolean;
  /** When a refusal last asked for a read (at most one a second). */
  refusedAt: number;
}

interface BalanceRow {
  id: number;
  balance_micros: number | string;
  tier: string;
}

const ANNOUNCE_EVERY_MS = 1_000;

const asTier = (stored: string): Tier =>
  (TIERS as readonly string[]).includes(stored) ? (stored as Tier) : 'any';

/**
 * The SMPP ingest's view of each user's balance (issue 22): the balance less the charges queued
 * and under way, checked synchronously per submit, so no submit costs a query and no batch is
 * refused over money in the database unless something else charged the user meanwhile. A
 * user's balance and tier are read when an account binds, and read again before the next batch
 * of theirs after anything else changed the balance (`balance.changed` on the bus), after a
 * refusal (at most once a second) and after a batch the database refused. The ingest reads only
 * while none of its batches is under way, so a read never counts a charge twice or not at all.
 */
export class IngestBalances implements BalanceGuard {
  private readonly users = new Map<number, UserBalance>();
  /** Set while this class publishes: its own announcements tell it nothing new. */
  private announcing = false;
  private readonly lastAnnounced = new Map<number, number>();
  private readonly announceTimers = new Map<number, NodeJS.Timeout>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    private readonly pricing: Pricing,
    private readonly bus: EventBus,
    private readonly clock: Clock,
  ) {
    this.unsubscribe = bus.subscribeAll((event) => {
      if (event.kind === 'balance.changed' && !this.announcing) {
        this.changedElsewhere(event.userId, event.data.balance_micros);
      }
    });
  }

  /** Loads the price list (the ingest reads it without waiting). */
  async start(): Promise<void> {
    await this.pricing.load();
  }

  stop(): void {
    this.unsubscribe();
    for (const timer of this.announceTimers.values()) clearTimeout(timer);
    this.announceTimers.clear();
  }

  /** Before a user's account is bound: reads the balance of a new user, a known one soon. */
  async track(userId: number): Promise<void> {
    if (this.users.has(userId)) return this.markStale(userId);
    const [row] = await this.read([userId]);
    // Another bind of the user got here first: its batches may be under way.
    if (this.users.has(userId)) return this.markStale(userId);
    this.users.set(userId, {
      committed: row ? Number(row.balance_micros) : 0,
      queued: 0,
      inFlight: 0,
      tier: asTier(row?.tier ?? 'any'),
      stale: row === undefined,
      refusedAt: 0,
    });
  }

  /** What one received segment costs the user now. */
  segmentPrice(userId: number): number {
    return this.pricing.chargedNow(this.user(userId).tier).received_segment_micros;
  }

  /** What one sent segment costs the user now. */
  sentSegmentPrice(userId: number): number {
    return this.pricing.chargedNow(this.user(userId).tier).sent_segment_micros;
  }

  /** Reserves a charge the balance covers beside everything queued and under way. */
  tryReserve(userId: number, micros: number): boolean {
    if (micros === 0) return true;
    const user = this.user(userId);
    if (user.committed - user.queued - user.inFlight >= micros) {
      user.queued += micros;
      return true;
    }
    const now = this.clock();
    // A balance another process changed is seen at the next refusal, at most once a second.
    if (now - user.refusedAt >= ANNOUNCE_EVERY_MS) {
      user.refusedAt = now;
      user.stale = true;
    }
    return false;
  }

  /** Gives back a reservation (its submit was refused after all, or failed). */
  release(userId: number, micros: number): void {
    this.user(userId).queued -= micros;
  }

  isStale(userId: number): boolean {
    return this.users.get(userId)?.stale ?? true;
  }

  /**
   * Another part of the server changed the balance (a top-up, an adjustment, a charge): the
   * next submit sees it when none of the user's batches is under way (a top-up lets it
   * through); either way the balance is read again before the user's next batch.
   */
  private changedElsewhere(userId: number, balanceMicros: number): void {
    const user = this.users.get(userId);
    if (!user) return;
    if (user.inFlight === 0) user.committed = balanceMicros;
    user.stale = true;
  }

  markStale(userId: number): void {
    const user = this.users.get(userId);
    if (user) user.stale = true;
  }

  /** Whether the balance covers `micros` more beside the transactions under way. */
  covers(userId: number, micros: number): boolean {
    const user = this.user(userId);
    return user.committed - user.inFlight >= micros;
  }

  /** A batch holding these reserved charges goes to the database. */
  dispatched(userId: number, micros: number): void {
    const user = this.user(userId);
    user.queued -= micros;
    user.inFlight += micros;
  }

  /** The batch committed: the charge is in the balance now. */
  committedCharge(userId: number, micros: number): void {
    const user = this.user(userId);
    user.inFlight -= micros;
    user.committed -= micros;
  }

  /** The batch failed: its charge is reserved again until it is tried again or released. */
  failedCharge(userId: number, micros: number): void {
    const user = this.user(userId);
    user.inFlight -= micros;
    user.queued += micros;
  }

  /**
   * Reads the users' balances and tiers again. The caller makes sure none of its batches is
   * under way: one that committed during the read would be counted twice.
   */
  async refresh(userIds: readonly number[]): Promise<void> {
    // Cleared first: a change announced during the read asks for another.
    for (const id of userIds) this.user(id).stale = false;
    for (const row of await this.read(userIds)) {
      const user = this.user(row.id);
      user.committed = Number(row.balance_micros);
      user.tier = asTier(row.tier);
    }
  }

  /** Tells the user's console the balance after the ingest's charges, at most once a second. */
  announceSoon(userId: number): void {
    if (this.announceTimers.has(userId) || !this.bus.hasListeners(userId)) return;
    const wait = (this.lastAnnounced.get(userId) ?? 0) + ANNOUNCE_EVERY_MS - this.clock();
    const timer = setTimeout(() => void this.announce(userId), Math.max(0, wait));
    timer.unref();
    this.announceTimers.set(userId, timer);
  }

  private async announce(userId: number): Promise<void> {
    try {
      const [row] = await this.read([userId]);
      if (!row) return;
      const balance = Number(row.balance_micros);
      this.announcing = true;
      this.bus.publish({
        kind: 'balance.changed',
        userId,
        data: { balance_micros: balance, balance: balance / MICROS_PER_USD },
      });
    } catch {
      // The next batch announces again; a console also polls its profile.
    } finally {
      // Counted from the end of this attempt, not from the read before it: a slow read must not
      // bring the next announcement closer than a second, and a failing one is not retried sooner.
      this.lastAnnounced.set(userId, this.clock());
      this.announcing = false;
      this.announceTimers.delete(userId);
    }
  }

  /** A user first seen by a submit (no bind read it): refused until read before its batch. */
  private user(userId: number): UserBalance {
    let user = this.users.get(userId);
    if (!user) {
      user = { committed: 0, queued: 0, inFlight: 0, tier: 'any', stale: true, refusedAt: 0 };
      this.users.set(userId, user);
    }
    return user;
  }

  private read(userIds: readonly number[]): Promise<BalanceRow[]> {
    return runRaw<BalanceRow>(
      this.db,
      `select id, balance_micros, tier from users where id in (${userIds.map(() => '?').join(', ')})`,
      [...userIds],
    );
  }
}
