import type { Route } from '@routelab/shared';
import type { TFunction } from 'i18next';

/** Names by id, for summaries; an id not among them reads as "#id". */
export type Names = ReadonlyMap<number, string>;

const nameList = (ids: readonly number[], names: Names, unknown: (id: number) => string) =>
  ids.map((id) => names.get(id) ?? unknown(id)).join(', ');

const PREFIXES_SHOWN = 5;

function prefixList(t: TFunction, prefixes: readonly string[]): string {
  const shown = prefixes.slice(0, PREFIXES_SHOWN).map((prefix) => `+${prefix}`);
  const more = prefixes.length - shown.length;
  return more > 0
    ? `${shown.join(', ')} ${t('routing.summary.more', { value: more })}`
    : shown.join(', ');
}

/** Weekday short names in the UI language, by JavaScript's day number. */
function dayNames(language: string, days: readonly number[]): string {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  if (days.length === 7) return '';
  return days.map((day) => format.format(new Date(Date.UTC(2023, 0, 1 + day)))).join(', ');
}

/** "accounts Shop · to +380, +44 · text /^PIN/ · Mon–Fri 09:00–18:00 Europe/Kyiv". */
export function matchSummary(
  t: TFunction,
  language: string,
  route: Route,
  accounts: Names,
  gateways: Names,
): string {
  const parts: string[] = [];
  const unknownAccount = (id: number) => t('routing.unknownAccount', { id });
  const unknownGateway = (id: number) => t('routing.unknownGateway', { id });
  if (route.kind === 'mt') {
    parts.push(
      route.match.client_ids.length === 0
        ? t('routing.summary.anyAccount')
        : t('routing.summary.accounts', {
            names: nameList(route.match.client_ids, accounts, unknownAccount),
          }),
    );
  } else {
    parts.push(
      route.match.gateway_ids.length === 0
        ? t('routing.summary.anyGateway')
        : t('routing.summary.fromGateways', {
            names: nameList(route.match.gateway_ids, gateways, unknownGateway),
          }),
    );
  }
  parts.push(
    route.match.destination_prefixes.length === 0
      ? t('routing.summary.anyDestination')
      : t('routing.summary.prefixes', {
          prefixes: prefixList(t, route.match.destination_prefixes),
        }),
  );
  if (route.kind === 'mt') {
    const { source_pattern: source, text_pattern: text, window } = route.match;
    if (source) parts.push(t('routing.summary.source', { pattern: source }));
    if (text) parts.push(t('routing.summary.text', { pattern: text }));
    if (window) {
      const days = dayNames(language, window.days);
      parts.push(
        t('routing.summary.window', {
          days: days || t('routing.summary.everyDay'),
          from: window.from,
          to: window.to,
          zone: window.time_zone,
        }),
      );
    }
  }
  return parts.join(' · ');
}

/** "Failover: Provider A, Provider B" or "to ESME account Shop". */
export function actionSummary(
  t: TFunction,
  route: Route,
  accounts: Names,
  gateways: Names,
): string {
  if (route.kind === 'mo') {
    const id = route.action.client_id;
    return t('routing.summary.deliver', {
      name: accounts.get(id) ?? t('routing.unknownAccount', { id }),
    });
  }
  return t('routing.summary.send', {
    strategy: t(`routing.strategies.${route.action.strategy}`),
    names: nameList(route.action.gateway_ids, gateways, (id) =>
      t('routing.unknownGateway', { id }),
    ),
  });
}
