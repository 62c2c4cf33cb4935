import type { ApiKey } from '@routelab/shared';

export type KeyStatus = 'active' | 'disabled' | 'expired';

/** Whether the server would take the key at `now` (address and permissions aside). */
export function keyStatus(key: ApiKey, now: number): KeyStatus {
  if (!key.enabled) return 'disabled';
  if (key.expires_at !== null && Date.parse(key.expires_at) <= now) return 'expired';
  return 'active';
}
