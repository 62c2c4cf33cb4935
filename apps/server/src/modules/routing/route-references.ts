import { UNKNOWN_ESME_ACCOUNT, UNKNOWN_SMSC_CONNECTION, type RouteInput } from '@routelab/shared';
import { ValidationError } from '../../errors/domain-errors.js';
import type { RoutesRepository } from './repository.js';

/** A reference of a route to check: its field path, the id, and which kind of object. */
interface Reference {
  path: string;
  id: number;
  kind: 'client' | 'gateway';
}

function referencesOf(body: RouteInput): Reference[] {
  const at = (path: string, kind: Reference['kind']) => (id: number, index: number) => ({
    path: `${path}.${index}`,
    id,
    kind,
  });
  if (body.kind === 'mt') {
    return [
      ...body.match.client_ids.map(at('match.client_ids', 'client')),
      ...body.action.gateway_ids.map(at('action.gateway_ids', 'gateway')),
    ];
  }
  return [
    ...body.match.gateway_ids.map(at('match.gateway_ids', 'gateway')),
    { path: 'action.client_id', id: body.action.client_id, kind: 'client' },
  ];
}

/**
 * Every ESME account and SMSC connection a route names must be its owner's: the first that is
 * not answers 400 on its field (`match.client_ids.0`, `action.gateway_ids.1`, …).
 */
export async function assertOwnReferences(
  routes: RoutesRepository,
  userId: number,
  body: RouteInput,
): Promise<void> {
  const references = referencesOf(body);
  const ids = (kind: Reference['kind']) =>
    references.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const [clients, gateways] = await Promise.all([
    routes.ownedClientIds(userId, ids('client')),
    routes.ownedGatewayIds(userId, ids('gateway')),
  ]);
  for (const ref of references) {
    const own = ref.kind === 'client' ? clients : gateways;
    if (!own.has(ref.id)) {
      throw ValidationError.field(
        ref.path,
        ref.kind === 'client' ? UNKNOWN_ESME_ACCOUNT : UNKNOWN_SMSC_CONNECTION,
      );
    }
  }
}
