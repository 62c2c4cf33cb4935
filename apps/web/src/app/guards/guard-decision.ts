import type { AppAbility, Profile } from '@routelab/shared';
import { allows, type AbilityRequirement } from '../../lib/ability';
import type { AuthStatus } from '../../lib/auth/use-auth';

/** How a page treats visitors (spec section 2, Page guards). */
export type Access = 'login-required' | 'guest-only' | 'open';

export interface GuardInput {
  access: Access;
  ability?: AbilityRequirement;
  status: AuthStatus;
  user: Profile | null;
  userAbility: AppAbility;
  /** Current location: pathname plus search. */
  location: string;
  /** The `next` query parameter of the current location, if any. */
  next: string | null;
}

export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  | { kind: 'unauthorized' }
  | { kind: 'render' };

/** Only same-site paths are followed after login, never `//host` or `https://…`. */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return null;
  return next;
}

export function loginRedirect(location: string): string {
  return location === '/' ? '/login' : `/login?next=${encodeURIComponent(location)}`;
}

export function decideGuard(input: GuardInput): GuardDecision {
  if (input.status === 'initializing') return { kind: 'wait' };
  if (input.access === 'login-required') {
    if (!input.user) return { kind: 'redirect', to: loginRedirect(input.location) };
    return allows(input.userAbility, input.ability) ? { kind: 'render' } : { kind: 'unauthorized' };
  }
  if (input.access === 'guest-only') {
    if (input.user) {
      const next = safeNext(input.next);
      return { kind: 'redirect', to: next && next !== '/' ? next : '/' };
    }
    return { kind: 'render' };
  }
  if (input.ability && !allows(input.userAbility, input.ability)) return { kind: 'unauthorized' };
  return { kind: 'render' };
}
