import type { AppAbility, Profile } from '@routelab/shared';
import { allows, type AbilityRequirement } from '../../lib/ability';
import type { AuthStatus } from '../../lib/auth/use-auth';

/** How a page treats visitors (spec section 2, Page guards). */
export type Access = 'login-required' | 'guest-only' | 'open';

export interface GuardInput {
  access: Access;
  ability?: AbilityRequirement;
  /** The page belongs to the money side (see RouteHandle.billing). */
  billing?: boolean;
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
  | { kind: 'not-found' }
  | { kind: 'render' };

/** C0 and C1 controls (a browser drops tabs and newlines from URLs) and backslashes. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_IN_NEXT = /[\u0000-\u001f\u007f-\u009f\\]/;
const ORIGIN_PROBE = 'http://next.invalid';

/**
 * Only same-origin paths are followed after login: a single leading `/`, no controls, no
 * backslashes (`/\t/host` and `/\host` become `//host` in a browser), and still a path of this
 * site once resolved (`/.//host`). Anything else goes to the default page.
 */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || UNSAFE_IN_NEXT.test(next)) {
    return null;
  }
  const resolved = new URL(next, ORIGIN_PROBE);
  if (resolved.origin !== ORIGIN_PROBE || resolved.pathname.startsWith('//')) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

export function loginRedirect(location: string): string {
  return location === '/' ? '/login' : `/login?next=${encodeURIComponent(location)}`;
}

export function decideGuard(input: GuardInput): GuardDecision {
  if (input.status === 'initializing') return { kind: 'wait' };
  if (input.access === 'login-required') {
    if (!input.user) return { kind: 'redirect', to: loginRedirect(input.location) };
    if (input.billing && !input.user.billing) return { kind: 'not-found' };
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
