import type { Clock } from '../../clock.js';
import type { TokenPurpose, TokenRow } from '../../db/schema.js';
import type { AuthRepository } from './repository.js';
import { hashSecretValue, newSecretValue } from './secrets.js';

export const MAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Single-use tokens sent by mail (registration, password reset, e-mail change). */
export class MailTokens {
  constructor(
    private readonly repository: AuthRepository,
    private readonly secretKey: string,
    private readonly clock: Clock,
  ) {}

  /** Returns the value to put in the link; only its hash is stored. */
  async issue(purpose: TokenPurpose, userId: number, newEmail: string | null = null) {
    const value = newSecretValue();
    const now = this.clock();
    await this.repository.createToken({
      token_hash: hashSecretValue(this.secretKey, value),
      purpose,
      user_id: userId,
      new_email: newEmail,
      created_at: now,
      expires_at: now + MAIL_TOKEN_TTL_MS,
    });
    return value;
  }

  /** The token's row when it is valid for this purpose, marking it used; otherwise undefined. */
  consume(value: string, purpose: TokenPurpose): Promise<TokenRow | undefined> {
    return this.repository.consumeToken(
      hashSecretValue(this.secretKey, value),
      purpose,
      this.clock(),
    );
  }

  revokeAll(userId: number, purpose: TokenPurpose): Promise<void> {
    return this.repository.expireUserTokens(userId, purpose, this.clock());
  }
}
