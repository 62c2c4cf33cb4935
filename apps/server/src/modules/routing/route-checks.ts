import { MAX_PATTERN_TEXT, type RouteCheck } from '@routelab/shared';
import type { MtSubmitFacts } from '../../smpp/ports/mt-router.js';
import type { CompiledMtRoute } from './compiled-route.js';

/** A pattern tried on at most the first MAX_PATTERN_TEXT characters (a bounded match time). */
function matches(pattern: RegExp, value: string): boolean {
  return pattern.test(value.length > MAX_PATTERN_TEXT ? value.slice(0, MAX_PATTERN_TEXT) : value);
}

/**
 * The first check of `route` that the submit fails, in the order they are tried (enabled,
 * client, destination, source, text, window), or null when the route matches. The text is
 * decoded only when a route has a text pattern.
 */
export function failedCheck(route: CompiledMtRoute, facts: MtSubmitFacts): RouteCheck | null {
  if (!route.enabled) return 'disabled';
  if (route.clients !== null && !route.clients.has(facts.clientId)) return 'client';
  if (route.prefixes !== null && route.prefixes.longest(facts.destination) === undefined) {
    return 'destination';
  }
  if (route.source !== null && !matches(route.source, facts.source)) return 'source';
  if (route.text !== null && !matches(route.text, facts.text())) return 'text';
  if (route.window !== null && !route.window.holds(facts.now)) return 'window';
  return null;
}
