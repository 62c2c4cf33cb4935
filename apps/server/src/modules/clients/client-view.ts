import {
  dlrPolicySchema,
  type Client,
  type ClientRouting,
  type DlrPolicy,
  type NoRouteAction,
} from '@routelab/shared';
import type { ClientRow } from '../../db/schema.js';
import type { FailureState } from '../../smpp/smpp-server/failure-limiter.js';

export function parseAllowedIps(stored: string): string[] {
  return stored === '' ? [] : stored.split(',');
}

export const formatAllowedIps = (ips: readonly string[]) => ips.join(',');

const OFF_POLICY: DlrPolicy = dlrPolicySchema.parse({ mode: 'off', weights: {} });

/** The stored policy; a row that no longer parses (schema change) reads as off. */
export function parseDlrPolicy(stored: string): DlrPolicy {
  try {
    const parsed = dlrPolicySchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : OFF_POLICY;
  } catch {
    return OFF_POLICY;
  }
}

/** `lock`: the account's failed binds on the SMPP server now (undefined: none). */
export function toClient(row: ClientRow, lock: FailureState | undefined): Client {
  return {
    id: row.id,
    name: row.name,
    system_id: row.system_id,
    allowed_ips: parseAllowedIps(row.allowed_ips),
    max_binds: row.max_binds,
    throughput_limit: row.throughput_limit,
    dlr_policy: parseDlrPolicy(row.dlr_policy),
    enabled: row.enabled === 1,
    routing: routingOf(row.routing),
    no_route: noRouteOf(row.no_route),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    failed_binds: lock?.failures ?? 0,
    locked_until: lock?.blockedUntil ? new Date(lock.blockedUntil).toISOString() : null,
    refused_for_balance: Number(row.refused_for_balance),
  };
}

/** The stored switch; anything but 'on' reads as off (today's behaviour). */
export const routingOf = (stored: string): ClientRouting => (stored === 'on' ? 'on' : 'off');

export const noRouteOf = (stored: string): NoRouteAction =>
  stored === 'accept_report' ? 'accept_report' : 'refuse';
