import type { MoAction, MoMatch, MtAction, MtMatch, Route, RouteCounters } from '@routelab/shared';
import type { RouteRow } from '../../db/schema.js';
import type { StoredMoRoute, StoredMtRoute } from './compiled-route.js';

/** The stored JSON of a route's match or action (written by the service from the schemas). */
const parsed = <T>(json: string): T => JSON.parse(json) as T;

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** The route as the API shows it, with its counters since the server started. */
export function toRoute(row: RouteRow, counters: RouteCounters): Route {
  const common = {
    id: row.id,
    name: row.name,
    priority: row.priority,
    enabled: row.enabled === 1,
    counters,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
  return row.kind === 'mo'
    ? {
        ...common,
        kind: 'mo',
        match: parsed<MoMatch>(row.match),
        action: parsed<MoAction>(row.action),
      }
    : {
        ...common,
        kind: 'mt',
        match: parsed<MtMatch>(row.match),
        action: parsed<MtAction>(row.action),
      };
}

/** An MT route's row as the route book compiles it. */
export function toStoredMtRoute(row: RouteRow): StoredMtRoute {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    priority: row.priority,
    enabled: row.enabled === 1,
    match: parsed<MtMatch>(row.match),
    action: parsed<MtAction>(row.action),
  };
}

/** An MO route's row as the route book compiles it. */
export function toStoredMoRoute(row: RouteRow): StoredMoRoute {
  return {
    id: row.id,
    userId: row.user_id,
    priority: row.priority,
    enabled: row.enabled === 1,
    match: parsed<MoMatch>(row.match),
    action: parsed<MoAction>(row.action),
  };
}
