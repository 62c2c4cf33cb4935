import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CommandStatus,
  type BindDecision,
  type BindRequest,
  type SmppSession,
} from '@routelab/smpp';
import type { Clock } from '../../clock.js';
import { KdfQuota } from '../../crypto/kdf-quota.js';
import { isAddressAllowed } from '../../net/address-blocks.js';
import type { BindAccount, BindAccounts, PasswordCheck } from '../ports/bind-accounts.js';
import type { BindRegistry, BoundSession } from './bind-registry.js';
import { addressKey, type BindLimits } from './bind-limits.js';
import { FailureLimiter, type FailureState } from './failure-limiter.js';

/**
 * Decides binds: unknown system_id (or, on a dedicated listener, another user's) -> ESME_RINVSYSID, wrong password -> ESME_RINVPASWD, and
 * ESME_RBINDFAIL for everything else: source address blocked for failing too often, address not
 * in the account's allow-list (checked before the password, so from outside the list every
 * password gets the same answer), account locked for failing too often, no password check free,
 * account disabled, max binds reached. An accepted bind is registered at once, so concurrent
 * binds count against max binds.
 *
 * scrypt makes each check cost ~100 ms; a password once verified against a stored hash is
 * remembered as an HMAC under a key that lives only in this process, so reconnecting ESMEs (and
 * many sessions of one account) do not pay it again. A new hash (password change) misses.
 * Binds of one account with one password share a check in flight (an ESME opening many
 * sessions at once pays once). Checks that do run share a small quota (limits.kdfSlots, with
 * limits.kdfWaiting waiting their turn) so a bind flood cannot take the
 * thread pool that HTTP logins need.
 */
export class BindAuthenticator {
  private readonly cacheKey = randomBytes(32);
  private readonly verified = new Map<number, Buffer>();
  /** Checks running, by account and password: many sessions binding at once share one. */
  private readonly checking = new Map<string, Promise<boolean | undefined>>();
  private readonly sessions = new WeakMap<SmppSession, BoundSession>();
  private readonly accountFailures: FailureLimiter<number>;
  private readonly addressFailures: FailureLimiter<string>;
  private readonly kdf: KdfQuota;
  private readonly blockedReplyDelayMs: number;

  constructor(
    private readonly accounts: BindAccounts,
    private readonly checkPassword: PasswordCheck,
    private readonly registry: BindRegistry,
    private readonly clock: Clock,
    limits: BindLimits,
  ) {
    this.accountFailures = new FailureLimiter(limits.account);
    this.addressFailures = new FailureLimiter(limits.address);
    this.kdf = new KdfQuota(limits.kdfSlots, limits.kdfWaiting);
    this.blockedReplyDelayMs = limits.blockedReplyDelayMs;
  }

  /** The registry entry of a session whose bind was accepted. */
  entryOf(session: SmppSession): BoundSession | undefined {
    return this.sessions.get(session);
  }

  /** The account's failed binds and lock (undefined when it has none). */
  lockOf(clientId: number): FailureState | undefined {
    return this.accountFailures.state(clientId, this.clock());
  }

  /** Forgets the account's failed binds, ending its lock (the owner's call). */
  unlock(clientId: number): void {
    this.accountFailures.clear(clientId);
  }

  /** The verdict, with the account the system_id names (also when the bind is refused). */
  async authenticate(
    bind: BindRequest,
    session: SmppSession,
    sessionId: string,
    listener: { ownerUserId?: number | undefined } = {},
  ): Promise<BindDecision & { account?: BindAccount }> {
    const now = this.clock();
    const address = addressKey(bind.remoteAddress);
    // A blocked address costs no database read: it is what a flood keeps sending.
    if (this.addressFailures.blockedUntil(address, now) > 0) {
      await this.holdBlockedReply();
      return { status: CommandStatus.ESME_RBINDFAIL };
    }
    const found = await this.accounts.findBySystemId(bind.system_id);
    // On a subscriber's dedicated listener other users' accounts do not exist.
    const owned = listener.ownerUserId === undefined || found?.userId === listener.ownerUserId;
    const row = owned ? found : undefined;
    const refuse = (status: number) => ({ status, ...(row && { account: row }) });
    if (!row) {
      this.addressFailures.recordFailure(address, now);
      return refuse(CommandStatus.ESME_RINVSYSID);
    }
    if (!isAddressAllowed(row.allowedIps, bind.remoteAddress)) {
      // Not counted against the account: strangers must not be able to lock it.
      this.addressFailures.recordFailure(address, now);
      return refuse(CommandStatus.ESME_RBINDFAIL);
    }
    if (this.accountFailures.blockedUntil(row.id, now) > 0) {
      await this.holdBlockedReply();
      return refuse(CommandStatus.ESME_RBINDFAIL);
    }
    const matches = await this.passwordMatches(row, bind.password);
    if (matches === undefined) return refuse(CommandStatus.ESME_RBINDFAIL);
    if (!matches) {
      const failedAt = this.clock();
      this.accountFailures.recordFailure(row.id, failedAt);
      this.addressFailures.recordFailure(address, failedAt);
      return refuse(CommandStatus.ESME_RINVPASWD);
    }
    this.accountFailures.clear(row.id);
    if (!row.enabled) return refuse(CommandStatus.ESME_RBINDFAIL);
    if (this.registry.count(row.id) >= row.maxBinds || session.closed) {
      return refuse(CommandStatus.ESME_RBINDFAIL);
    }
    this.registry.setAccount({
      clientId: row.id,
      userId: row.userId,
      throughputLimit: row.throughputLimit,
      policy: row.policy,
    });
    this.sessions.set(
      session,
      this.registry.add(
        sessionId,
        row.id,
        session,
        {
          bindType: bind.bindType,
          interfaceVersion: bind.interface_version,
          systemId: row.systemId,
        },
        this.clock(),
      ),
    );
    return { status: 0, account: row };
  }

  /** Slows a peer that keeps binding while blocked (one timer per waiting connection). */
  private async holdBlockedReply(): Promise<void> {
    if (this.blockedReplyDelayMs <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, this.blockedReplyDelayMs));
  }

  /** undefined: not checked, every password-check slot of binds is taken. */
  private async passwordMatches(row: BindAccount, password: string): Promise<boolean | undefined> {
    const digest = createHmac('sha256', this.cacheKey)
      .update(row.passwordHash)
      .update('\u0000')
      .update(password)
      .digest();
    const known = this.verified.get(row.id);
    if (known && timingSafeEqual(known, digest)) return true;
    const key = `${row.id}:${digest.toString('base64')}`;
    let check = this.checking.get(key);
    if (!check) {
      check = this.kdf
        .tryRun(() => this.checkPassword(password, row.passwordHash))
        .finally(() => this.checking.delete(key));
      this.checking.set(key, check);
    }
    const matches = await check;
    if (matches) this.verified.set(row.id, digest);
    return matches;
  }
}
