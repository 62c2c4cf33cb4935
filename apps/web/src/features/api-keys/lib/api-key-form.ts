import {
  apiKeyCreateSchema,
  apiKeyUpdateSchema,
  DEFAULT_API_KEY_RATE_LIMIT,
  type ApiKey,
  type ApiKeyCreateBody,
  type ApiKeyUpdateBody,
  type ApiPermission,
} from '@routelab/shared';
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import { isoOfLocal, localOfIso } from '../../../lib/local-date-time';
import {
  formatLocalDateTime,
  parseLocalDateTime,
  type DateTimePattern,
} from '../../../lib/localized-date-time';

/** What the key dialog edits: the rate limit as typed, the expiry as the UI language writes it. */
export interface ApiKeyFormValues {
  name: string;
  permissions: ApiPermission[];
  allowed_ips: string[];
  rate_limit: number | string;
  /** '' for a key that never expires. */
  expires_at: string;
  enabled: boolean;
}

export function formValuesOf(key: ApiKey | undefined, pattern: DateTimePattern): ApiKeyFormValues {
  if (!key) {
    return {
      name: '',
      permissions: [],
      allowed_ips: [],
      rate_limit: DEFAULT_API_KEY_RATE_LIMIT,
      expires_at: '',
      enabled: true,
    };
  }
  return {
    name: key.name,
    permissions: key.permissions,
    allowed_ips: key.allowed_ips,
    rate_limit: key.rate_limit,
    expires_at: key.expires_at ? formatLocalDateTime(localOfIso(key.expires_at), pattern) : '',
    enabled: key.enabled,
  };
}

/** The typed expiry as the API's ISO time: null for none, undefined when it names no time. */
export function expiryOf(text: string, pattern: DateTimePattern): string | null | undefined {
  if (!text.trim()) return null;
  const local = parseLocalDateTime(text, pattern);
  return local === undefined ? undefined : isoOfLocal(local);
}

/** The body of create; the expiry already read by `expiryOf`. */
export function createBodyOf(values: ApiKeyFormValues, expiresAt: string | null): ApiKeyCreateBody {
  const { name, permissions, allowed_ips, rate_limit, enabled } = values;
  return { name, permissions, allowed_ips, rate_limit, enabled, expires_at: expiresAt };
}

/** The body of update: the same, naming the key. */
export const updateBodyOf = (
  id: number,
  values: ApiKeyFormValues,
  expiresAt: string | null,
): ApiKeyUpdateBody => ({ id, ...createBodyOf(values, expiresAt) });

/**
 * Validates with the shared contract, so the console and the server agree on every rule; the
 * expiry is first read in the UI language's order (`invalidExpiry` says how to write it).
 */
export function apiKeyFormResolver(
  editingId: number | undefined,
  pattern: DateTimePattern,
  invalidExpiry: string,
): Resolver<ApiKeyFormValues> {
  return async (values) => {
    const errors: FieldErrors<ApiKeyFormValues> = {};
    const expiresAt = expiryOf(values.expires_at, pattern);
    if (expiresAt === undefined) {
      errors.expires_at = { type: 'pattern', message: invalidExpiry };
    }
    const result =
      editingId === undefined
        ? apiKeyCreateSchema.safeParse(createBodyOf(values, expiresAt ?? null))
        : apiKeyUpdateSchema.safeParse(updateBodyOf(editingId, values, expiresAt ?? null));
    for (const issue of result.error?.issues ?? []) {
      const path = issue.path.join('.');
      // The first message of a field is the one to show.
      if (path && !get(errors, path))
        set(errors, path, { type: issue.code, message: issue.message });
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
