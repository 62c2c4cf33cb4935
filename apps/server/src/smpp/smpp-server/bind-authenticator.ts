import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CommandStatus,
  type BindDecision,
  type BindRequest,
  type SmppSession,
} from '@routelab/smpp';
import type { Clock } from '../../clock.js';
import type { ClientRow } from '../../db/schema.js';
import { verifyPassword } from '../../modules/auth/password-hash.js';
import { isAddressAllowed } from '../../net/address-blocks.js';
import { parseAllowedIps, parseDlrPolicy } from '../../modules/clients/client-view.js';
import type { ClientsRepository } from '../../modules/clients/repository.js';
import type { BindRegistry, BoundSession } from './bind-registry.js';

/**
 * Decides binds: unknown system_id -> ESME_RINVSYSID, wrong password -> ESME_RINVPASWD,
 * disabled account, address not allowed or max binds reached -> ESME_RBINDFAIL. An accepted bind
 * is registered at once, so concurrent binds count against max binds.
 *
 * scrypt makes each check cost ~100 ms; a password once verified against a stored hash is
 * remembered as an HMAC under a key that lives only in this process, so reconnecting ESMEs (and
 * many sessions of one account) do not pay it again. A new hash (password change) misses.
 */
export class BindAuthenticator {
  private readonly cacheKey = randomBytes(32);
  private readonly verified = new Map<number, Buffer>();
  private readonly sessions = new WeakMap<SmppSession, BoundSession>();

  constructor(
    private readonly clients: ClientsRepository,
    private readonly registry: BindRegistry,
    private readonly clock: Clock,
  ) {}

  /** The registry entry of a session whose bind was accepted. */
  entryOf(session: SmppSession): BoundSession | undefined {
    return this.sessions.get(session);
  }

  /** The verdict, with the account the system_id names (also when the bind is refused). */
  async authenticate(
    bind: BindRequest,
    session: SmppSession,
    sessionId: string,
  ): Promise<BindDecision & { account?: ClientRow }> {
    const row = await this.clients.findBySystemId(bind.system_id);
    if (!row) return { status: CommandStatus.ESME_RINVSYSID };
    const refuse = (status: number) => ({ status, account: row });
    if (!(await this.passwordMatches(row, bind.password))) {
      return refuse(CommandStatus.ESME_RINVPASWD);
    }
    if (row.enabled !== 1) return refuse(CommandStatus.ESME_RBINDFAIL);
    if (!isAddressAllowed(parseAllowedIps(row.allowed_ips), bind.remoteAddress)) {
      return refuse(CommandStatus.ESME_RBINDFAIL);
    }
    if (this.registry.count(row.id) >= row.max_binds || session.closed) {
      return refuse(CommandStatus.ESME_RBINDFAIL);
    }
    this.registry.setAccount({
      clientId: row.id,
      userId: row.user_id,
      throughputLimit: row.throughput_limit,
      policy: parseDlrPolicy(row.dlr_policy),
    });
    this.sessions.set(
      session,
      this.registry.add(
        sessionId,
        row.id,
        session,
        { bindType: bind.bindType, interfaceVersion: bind.interface_version },
        this.clock(),
      ),
    );
    return { status: 0, account: row };
  }

  private async passwordMatches(row: ClientRow, password: string): Promise<boolean> {
    const digest = createHmac('sha256', this.cacheKey)
      .update(row.password_hash)
      .update('\u0000')
      .update(password)
      .digest();
    const known = this.verified.get(row.id);
    if (known && timingSafeEqual(known, digest)) return true;
    if (!(await verifyPassword(password, row.password_hash))) return false;
    this.verified.set(row.id, digest);
    return true;
  }
}
