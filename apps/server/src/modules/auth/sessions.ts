import type { Clock } from '../../clock.js';
import type { AuthRepository } from './repository.js';
import { hashSecretValue, newSecretValue } from './secrets.js';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Sliding expiry is renewed at most this often, so reads do not all become writes. */
const RENEW_AFTER_MS = 60 * 60 * 1000;

export interface ActiveSession {
  id: number;
  userId: number;
  /** True when the expiry moved: the cookie must be sent again with the new lifetime. */
  renewed: boolean;
}

/** Server-side sessions keyed by the hash of the `sessionid` cookie. */
export class Sessions {
  constructor(
    private readonly repository: AuthRepository,
    private readonly secretKey: string,
    private readonly clock: Clock,
  ) {}

  /** Starts a session and returns the cookie value. */
  async create(userId: number): Promise<string> {
    const value = newSecretValue();
    const now = this.clock();
    await this.repository.deleteExpiredSessions(now);
    await this.repository.createSession({
      token_hash: this.hash(value),
      user_id: userId,
      created_at: now,
      expires_at: now + SESSION_TTL_MS,
    });
    return value;
  }

  async resolve(value: string): Promise<ActiveSession | undefined> {
    const session = await this.repository.findSession(this.hash(value));
    const now = this.clock();
    if (!session || session.expires_at <= now) return undefined;
    const renewed = session.expires_at - now < SESSION_TTL_MS - RENEW_AFTER_MS;
    if (renewed) await this.repository.extendSession(session.id, now + SESSION_TTL_MS);
    return { id: session.id, userId: session.user_id, renewed };
  }

  end(value: string): Promise<void> {
    return this.repository.deleteSession(this.hash(value));
  }

  /** Ends the user's sessions, except `keepId` when given. */
  endUserSessions(userId: number, keepId?: number): Promise<void> {
    return this.repository.deleteUserSessions(userId, keepId);
  }

  private hash(value: string): string {
    return hashSecretValue(this.secretKey, value);
  }
}
