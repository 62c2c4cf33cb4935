import { API_PERMISSIONS, type ApiPermission } from '@routelab/shared';
import type { Clock } from '../../clock.js';
import type { ApiKeyRow } from '../../db/schema.js';
import { isAddressAllowed } from '../../net/address-blocks.js';
import { hashSecretValue } from '../auth/secrets.js';
import { apiKeyPrincipal, type Principal } from '../auth/principal.js';
import type { UsersRepository } from '../users/repository.js';
import { isApiKeyShaped, newApiKeyValue } from './key-value.js';
import type { ApiKeysRepository } from './repository.js';

/** Last used is written at most this often per key, so requests do not all become writes. */
export const LAST_USED_PRECISION_MS = 60_000;

export interface NewApiKey {
  userId: number;
  name: string;
  permissions: readonly ApiPermission[];
  /** IPv4/IPv6 addresses and CIDR blocks (validated by the caller); empty allows any address. */
  allowedIps?: readonly string[];
  expiresAt?: number | null;
  enabled?: boolean;
}

export interface CreatedApiKey {
  id: number;
  prefix: string;
  /** The whole key: shown once, never stored. */
  key: string;
}

export type ApiKeyRefusal = 'unknown' | 'disabled' | 'expired' | 'address';

export type ApiKeyCheck = { ok: true; principal: Principal } | { ok: false; reason: ApiKeyRefusal };

/** API keys: made with their value returned once, and turned into a principal per request. */
export class ApiKeys {
  constructor(
    private readonly repository: ApiKeysRepository,
    private readonly users: UsersRepository,
    private readonly secretKey: string,
    private readonly clock: Clock,
  ) {}

  async create(input: NewApiKey): Promise<CreatedApiKey> {
    const { key, prefix } = newApiKeyValue();
    const row = await this.repository.create({
      user_id: input.userId,
      name: input.name,
      prefix,
      key_hash: this.hash(key),
      permissions: JSON.stringify(input.permissions),
      allowed_ips: JSON.stringify(input.allowedIps ?? []),
      enabled: input.enabled === false ? 0 : 1,
      expires_at: input.expiresAt ?? null,
      created_at: this.clock(),
    });
    return { id: row.id, prefix, key };
  }

  /** The principal of a presented key from `address`, or why it is refused. */
  async authenticate(key: string, address: string): Promise<ApiKeyCheck> {
    const row = isApiKeyShaped(key) ? await this.repository.findByHash(this.hash(key)) : undefined;
    const user = row && (await this.users.findById(row.user_id));
    if (!row || !user) return { ok: false, reason: 'unknown' };
    const now = this.clock();
    if (row.enabled !== 1) return { ok: false, reason: 'disabled' };
    if (row.expires_at !== null && row.expires_at <= now) return { ok: false, reason: 'expired' };
    // An allow-list that cannot be read lets no one in.
    const allowedIps = parseStrings(row.allowed_ips);
    if (!allowedIps || !isAddressAllowed(allowedIps, address)) {
      return { ok: false, reason: 'address' };
    }
    if (row.last_used_at === null || now - row.last_used_at >= LAST_USED_PRECISION_MS) {
      await this.repository.recordUse(row.id, now, address);
    }
    return { ok: true, principal: apiKeyPrincipal(user, row.id, permissionsOf(row)) };
  }

  private hash(key: string): string {
    return hashSecretValue(this.secretKey, key);
  }
}

/** A stored JSON array of strings, or null when it is not one. */
function parseStrings(stored: string): string[] | null {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : null;
  } catch {
    return null;
  }
}

/** Unreadable or unknown codes grant nothing. */
const permissionsOf = (row: ApiKeyRow): ApiPermission[] =>
  (parseStrings(row.permissions) ?? []).filter((code): code is ApiPermission =>
    (API_PERMISSIONS as readonly string[]).includes(code),
  );
