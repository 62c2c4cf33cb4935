import {
  API_PERMISSIONS,
  type ApiKey,
  type ApiKeyCreateBody,
  type ApiPermission,
  type CreatedApiKey,
  apiKeyCreateSchema,
  type apiKeyUpdateSchema,
} from '@routelab/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { ApiKeyRow, UserRow } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../errors/domain-errors.js';
import { isAddressAllowed } from '../../net/address-blocks.js';
import { hashSecretValue } from '../auth/secrets.js';
import { apiKeyPrincipal, type Principal } from '../auth/principal.js';
import type { UsersRepository } from '../users/repository.js';
import { isApiKeyShaped, newApiKeyValue } from './key-value.js';
import { KeyRateLimiter } from './key-rate-limiter.js';
import type { ApiKeysRepository } from './repository.js';

/** Last used is written at most this often per key, so requests do not all become writes. */
export const LAST_USED_PRECISION_MS = 60_000;
/**
 * How long a checked key (and its owner) is taken from memory rather than the database. Changes
 * made here (update, revoke) drop the entry at once; a user disabled elsewhere waits this long.
 */
const CACHE_MS = 5_000;
/** Keys one user may hold. */
export const MAX_KEYS_PER_USER = 50;

export const apiKeyServiceMessages = {
  tooMany: `A user can have at most ${MAX_KEYS_PER_USER} API keys. Revoke one you no longer use.`,
  idMismatch: 'The id in the body does not match the address.',
} as const;

export type ApiKeyRefusal = 'unknown' | 'disabled' | 'expired' | 'address';

export type ApiKeyCheck =
  | { ok: true; principal: Principal; keyId: number; keyName: string; rateLimit: number }
  | { ok: false; reason: ApiKeyRefusal };

interface CachedKey {
  row: ApiKeyRow;
  user: UserRow;
  until: number;
}

type CreateInput = z.output<typeof apiKeyCreateSchema>;
type UpdateInput = z.output<typeof apiKeyUpdateSchema>;

/**
 * API keys: made with their value returned once (only a keyed hash is stored), listed, changed
 * and revoked by their owner, and turned into a principal per request within their own rate
 * limit.
 */
export class ApiKeys {
  private readonly cache = new Map<string, CachedKey>();
  private readonly limiter = new KeyRateLimiter();

  constructor(
    private readonly repository: ApiKeysRepository,
    private readonly users: UsersRepository,
    private readonly secretKey: string,
    private readonly clock: Clock,
  ) {}

  async create(userId: number, body: ApiKeyCreateBody | CreateInput): Promise<CreatedApiKey> {
    const input = apiKeyCreateSchema.parse(body);
    if ((await this.repository.countOwned(userId)) >= MAX_KEYS_PER_USER) {
      throw ValidationError.input(apiKeyServiceMessages.tooMany);
    }
    const { key, prefix } = newApiKeyValue();
    const row = await this.repository.create({
      user_id: userId,
      prefix,
      key_hash: this.hash(key),
      ...storedFields(input),
      created_at: this.clock(),
    });
    return { ...toApiKey(row), key };
  }

  async list(userId: number): Promise<ApiKey[]> {
    return (await this.repository.listOwned(userId)).map(toApiKey);
  }

  /** `input` is the route's parsed body (parsed again, an id past the range would not be one). */
  async update(userId: number, id: number, input: UpdateInput): Promise<ApiKey> {
    if (input.id !== id) throw ValidationError.field('id', apiKeyServiceMessages.idMismatch);
    const row = await this.repository.updateOwned(userId, id, storedFields(input));
    if (!row) throw new NotFoundError();
    this.forget(row.key_hash, row.id);
    return toApiKey(row);
  }

  /** Revokes the key: it stops working at once (the cache forgets it too). */
  async delete(userId: number, id: number): Promise<void> {
    const keyHash = await this.repository.deleteOwned(userId, id);
    if (keyHash === undefined) throw new NotFoundError();
    this.forget(keyHash, id);
  }

  /** The principal of a presented key from `address`, or why it is refused. */
  async authenticate(key: string, address: string): Promise<ApiKeyCheck> {
    if (!isApiKeyShaped(key)) return { ok: false, reason: 'unknown' };
    const found = await this.lookup(this.hash(key));
    if (!found) return { ok: false, reason: 'unknown' };
    const { row, user } = found;
    const now = this.clock();
    if (row.enabled !== 1) return { ok: false, reason: 'disabled' };
    if (row.expires_at !== null && row.expires_at <= now) return { ok: false, reason: 'expired' };
    // An allow-list that cannot be read lets no one in.
    const allowedIps = parseStrings(row.allowed_ips);
    if (!allowedIps || !isAddressAllowed(allowedIps, address)) {
      return { ok: false, reason: 'address' };
    }
    if (row.last_used_at === null || now - row.last_used_at >= LAST_USED_PRECISION_MS) {
      row.last_used_at = now;
      row.last_used_ip = address;
      await this.repository.recordUse(row.id, now, address);
    }
    return {
      ok: true,
      principal: apiKeyPrincipal(user, row.id, permissionsOf(row)),
      keyId: row.id,
      keyName: row.name,
      rateLimit: row.rate_limit,
    };
  }

  /** Takes one request from the key's budget: 0 when allowed, else seconds to wait. */
  throttle(keyId: number, rateLimit: number): number {
    return this.limiter.take(keyId, rateLimit);
  }

  private async lookup(keyHash: string): Promise<CachedKey | undefined> {
    const now = this.clock();
    const cached = this.cache.get(keyHash);
    if (cached && cached.until > now) return cached;
    this.cache.delete(keyHash);
    const row = await this.repository.findByHash(keyHash);
    const user = row && (await this.users.findById(row.user_id));
    if (!row || !user) return undefined;
    const entry = { row, user, until: now + CACHE_MS };
    this.cache.set(keyHash, entry);
    this.sweep(now);
    return entry;
  }

  /** Drops expired entries now and then, so keys used once do not stay in memory. */
  private sweep(now: number): void {
    if (this.cache.size < 1_000) return;
    for (const [hash, entry] of this.cache) if (entry.until <= now) this.cache.delete(hash);
  }

  private forget(keyHash: string, keyId: number): void {
    this.cache.delete(keyHash);
    this.limiter.forget(keyId);
  }

  private hash(key: string): string {
    return hashSecretValue(this.secretKey, key);
  }
}

function storedFields(input: CreateInput) {
  return {
    name: input.name,
    permissions: JSON.stringify(input.permissions),
    allowed_ips: JSON.stringify(input.allowed_ips),
    enabled: input.enabled ? 1 : 0,
    rate_limit: input.rate_limit,
    expires_at: input.expires_at === null ? null : Date.parse(input.expires_at),
  };
}

const isoOrNull = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** The API's view of a key: never its hash. */
export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    permissions: permissionsOf(row),
    allowed_ips: parseStrings(row.allowed_ips) ?? [],
    enabled: row.enabled === 1,
    rate_limit: row.rate_limit,
    expires_at: isoOrNull(row.expires_at),
    last_used_at: isoOrNull(row.last_used_at),
    last_used_ip: row.last_used_ip,
    created_at: new Date(row.created_at).toISOString(),
  };
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
