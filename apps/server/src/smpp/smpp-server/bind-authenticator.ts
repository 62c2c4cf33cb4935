import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CommandStatus,
  type BindDecision,
  type BindRequest,
  type SmppSession,
} from '@routelab/smpp';
import type { Clock } from '../../clock.js';
import { KdfQuota } from '../../crypto/kdf-quota.js';
import { hashPassword, type ScryptCost } from '../../crypto/password-hash.js';
import { isAddressAllowed } from '../../net/address-blocks.js';
import type { BindAccount, BindAccounts, PasswordCheck } from '../ports/bind-accounts.js';
import type { BindRegistry, BoundSession } from './bind-registry.js';
import { addressKey, type BindLimits } from './bind-limits.js';
import { BindThrottle } from './bind-throttle.js';
import { FailureLimiter, type FailureState } from './failure-limiter.js';

/**
 * Decides binds: wrong password -> ESME_RINVPASWD, and an unknown system_id (or, on a dedicated
 * listener, another user's) the same way, after the same password check against a dummy hash,
 * so that accounts cannot be found by trying names. ESME_RBINDFAIL for everything else: source
 * address blocked for failing too often, address not in the account's allow-list (checked
 * before the password, so from outside the list every password gets the same answer), this
 * address blocked for this account after its wrong passwords, no password check free, account
 * disabled, max binds reached. An accepted bind is registered at once, so concurrent binds
 * count against max binds.
 *
 * Wrong passwords block only the address they come from for that account; from every address
 * together they only slow the account's checks (BindThrottle), so a flood cannot refuse the
 * owner's right password from another address.
 *
 * scrypt makes each check cost ~100 ms; a password once verified against a stored hash is
 * remembered as an HMAC under a key that lives only in this process, so reconnecting ESMEs (and
 * many sessions of one account) do not pay it again, nor wait for a slowed account's delay. A
 * new hash (password change) misses. Binds of one account with one password share a check in
 * flight (an ESME opening many sessions at once pays once). Checks that do run share a small
 * quota (limits.kdfSlots, with limits.kdfWaiting waiting their turn) so a bind flood cannot take
 * the thread pool that HTTP logins need.
 */
export class BindAuthenticator {
  private readonly cacheKey = randomBytes(32);
  private readonly verified = new Map<number, Buffer>();
  /** Checks running, by account and password: many sessions binding at once share one. */
  private readonly checking = new Map<string, Promise<boolean | undefined>>();
  private readonly sessions = new WeakMap<SmppSession, BoundSession>();
  /** Accounts' failed binds, by account id. */
  private readonly accountFailures: BindThrottle;
  /**
   * Unknown system_ids' failed binds, counted as an account's would be (same answers, same
   * delays); apart, so that a flood of made-up names cannot push real accounts' counts out.
   */
  private readonly unknownFailures: BindThrottle;
  private readonly addressFailures: FailureLimiter<string>;
  private readonly kdf: KdfQuota;
  private readonly blockedReplyDelayMs: number;
  /** What an unknown system_id's password is checked against (made at the first one). */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly accounts: BindAccounts,
    private readonly checkPassword: PasswordCheck,
    private readonly registry: BindRegistry,
    private readonly clock: Clock,
    limits: BindLimits,
    /** The cost of account password hashes, which the dummy hash must share. */
    private readonly passwordCost: ScryptCost,
  ) {
    this.accountFailures = new BindThrottle(limits.account, limits.accountSlowdown);
    this.unknownFailures = new BindThrottle(limits.account, limits.accountSlowdown);
    this.addressFailures = new FailureLimiter(limits.address);
    this.kdf = new KdfQuota(limits.kdfSlots, limits.kdfWaiting);
    this.blockedReplyDelayMs = limits.blockedReplyDelayMs;
  }

  /** The registry entry of a session whose bind was accepted. */
  entryOf(session: SmppSession): BoundSession | undefined {
    return this.sessions.get(session);
  }

  /**
   * The account's failed binds (from every address) and until when the last-ending block of one
   * of its addresses lasts (undefined when it has neither).
   */
  lockOf(clientId: number): FailureState | undefined {
    return this.accountFailures.state(String(clientId), this.clock());
  }

  /** Forgets the account's failed binds, ending the blocks of its addresses (the owner's call). */
  unlock(clientId: number): void {
    this.accountFailures.clear(String(clientId));
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
    if (row && !isAddressAllowed(row.allowedIps, bind.remoteAddress)) {
      // Not counted against the account: strangers must not be able to lock it.
      this.addressFailures.recordFailure(address, now);
      return refuse(CommandStatus.ESME_RBINDFAIL);
    }
    const failures = row ? this.accountFailures : this.unknownFailures;
    const account = row ? String(row.id) : bind.system_id;
    if (failures.blockedUntil(account, address, now) > 0) {
      await this.holdBlockedReply();
      return refuse(CommandStatus.ESME_RBINDFAIL);
    }
    const delayMs = failures.delayMs(account, now);
    const matches = await this.passwordMatches(row, bind.system_id, bind.password, delayMs);
    if (matches === undefined) return refuse(CommandStatus.ESME_RBINDFAIL);
    if (!matches || !row) {
      const failedAt = this.clock();
      failures.failed(account, address, failedAt);
      this.addressFailures.recordFailure(address, failedAt);
      return refuse(CommandStatus.ESME_RINVPASWD);
    }
    failures.succeeded(account, address);
    if (!row.enabled) return refuse(CommandStatus.ESME_RBINDFAIL);
    if (this.registry.count(row.id) >= row.maxBinds || session.closed) {
      return refuse(CommandStatus.ESME_RBINDFAIL);
    }
    this.registry.setAccount({
      clientId: row.id,
      userId: row.userId,
      throughputLimit: row.throughputLimit,
      policy: row.policy,
      routing: row.routing,
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
  private holdBlockedReply(): Promise<void> {
    return this.delayed(this.blockedReplyDelayMs);
  }

  /**
   * Whether the password is the account's (an unknown system_id's is checked against the dummy
   * hash, and never matches); undefined: not checked, every password-check slot of binds is
   * taken. A check that runs waits `delayMs` first; a remembered right password does not.
   */
  private async passwordMatches(
    row: BindAccount | undefined,
    systemId: string,
    password: string,
    delayMs: number,
  ): Promise<boolean | undefined> {
    const hash = row ? row.passwordHash : await this.dummy();
    const digest = createHmac('sha256', this.cacheKey)
      .update(hash)
      .update('\u0000')
      .update(password)
      .digest();
    const known = row && this.verified.get(row.id);
    if (known && timingSafeEqual(known, digest)) return true;
    const key = `${row ? row.id : `?${systemId}`}:${digest.toString('base64')}`;
    let check = this.checking.get(key);
    if (!check) {
      check = this.delayed(delayMs)
        .then(() => this.kdf.tryRun(() => this.checkPassword(password, hash)))
        .finally(() => this.checking.delete(key));
      this.checking.set(key, check);
    }
    const matches = await check;
    if (matches && row) this.verified.set(row.id, digest);
    return matches;
  }

  private delayed(ms: number): Promise<void> {
    return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('base64'), this.passwordCost);
    return this.dummyHash;
  }
}
