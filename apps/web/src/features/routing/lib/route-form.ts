import {
  routeCreateSchema,
  routeUpdateSchema,
  type Route,
  type RouteCreateBody,
  type RouteKind,
  type RouteStrategy,
  type RouteUpdateBody,
} from '@routelab/shared';
import type { FieldErrors, FieldPath, Resolver } from 'react-hook-form';

/**
 * What the route dialog edits: one flat form for both kinds (the kind picks which fields show
 * and go into the body). Numbers hold text until the shared schema coerces them.
 */
export interface RouteFormValues {
  name: string;
  kind: RouteKind;
  priority: number | string;
  enabled: boolean;
  /** MT match: ESME accounts (empty: all). */
  client_ids: number[];
  /** Both kinds: destination prefixes (empty: any). */
  destination_prefixes: string[];
  source_pattern: string;
  text_pattern: string;
  /** MT match: a time window, when on. */
  window_on: boolean;
  days: number[];
  from: string;
  to: string;
  time_zone: string;
  /** MT action. */
  strategy: RouteStrategy;
  /** MT action: SMSC connections in order. */
  gateway_ids: number[];
  /** MO match: SMSC connections (empty: all). */
  mo_gateway_ids: number[];
  /** MO action: the ESME account; '' until chosen. */
  client_id: number | '';
}

/** The browser's time zone, the window's default (UTC when the runtime does not say). */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const WORK_DAYS = [1, 2, 3, 4, 5];

export function formValuesOf(route: Route | undefined, kind: RouteKind = 'mt'): RouteFormValues {
  const values: RouteFormValues = {
    name: '',
    kind,
    priority: 100,
    enabled: true,
    client_ids: [],
    destination_prefixes: [],
    source_pattern: '',
    text_pattern: '',
    window_on: false,
    days: WORK_DAYS,
    from: '09:00',
    to: '18:00',
    time_zone: localTimeZone(),
    strategy: 'failover',
    gateway_ids: [],
    mo_gateway_ids: [],
    client_id: '',
  };
  if (!route) return values;
  const common = {
    ...values,
    name: route.name,
    kind: route.kind,
    priority: route.priority,
    enabled: route.enabled,
    destination_prefixes: route.match.destination_prefixes,
  };
  if (route.kind === 'mo') {
    return {
      ...common,
      mo_gateway_ids: route.match.gateway_ids,
      client_id: route.action.client_id,
    };
  }
  const { window } = route.match;
  return {
    ...common,
    client_ids: route.match.client_ids,
    source_pattern: route.match.source_pattern ?? '',
    text_pattern: route.match.text_pattern ?? '',
    window_on: window !== null,
    ...(window
      ? { days: window.days, from: window.from, to: window.to, time_zone: window.time_zone }
      : {}),
    strategy: route.action.strategy,
    gateway_ids: route.action.gateway_ids,
  };
}

const orNull = (pattern: string) => (pattern === '' ? null : pattern);

/** The form's values as the create call's body (only the fields of its kind). */
export function createBodyOf(values: RouteFormValues): RouteCreateBody {
  const common = { name: values.name, priority: values.priority, enabled: values.enabled };
  if (values.kind === 'mo') {
    return {
      ...common,
      kind: 'mo',
      match: {
        gateway_ids: values.mo_gateway_ids,
        destination_prefixes: values.destination_prefixes,
      },
      action: { client_id: values.client_id },
    };
  }
  return {
    ...common,
    kind: 'mt',
    match: {
      client_ids: values.client_ids,
      destination_prefixes: values.destination_prefixes,
      source_pattern: orNull(values.source_pattern),
      text_pattern: orNull(values.text_pattern),
      window: values.window_on
        ? { days: values.days, from: values.from, to: values.to, time_zone: values.time_zone }
        : null,
    },
    action: { strategy: values.strategy, gateway_ids: values.gateway_ids },
  };
}

export const updateBodyOf = (id: number, values: RouteFormValues): RouteUpdateBody =>
  ({ ...createBodyOf(values), id }) as RouteUpdateBody;

/** The form fields that show messages (of the shared schema and of the server). */
export const ROUTE_FIELDS = [
  'name',
  'kind',
  'priority',
  'enabled',
  'client_ids',
  'destination_prefixes',
  'source_pattern',
  'text_pattern',
  'days',
  'from',
  'to',
  'time_zone',
  'strategy',
  'gateway_ids',
  'mo_gateway_ids',
  'client_id',
] as const satisfies readonly FieldPath<RouteFormValues>[];

export type RouteField = (typeof ROUTE_FIELDS)[number];

/**
 * The form field of a body path (`match.window.from` -> `from`); an entry of a list belongs to
 * the list (`match.destination_prefixes.2` -> `destination_prefixes`). Undefined: no field.
 */
export function fieldOfPath(
  kind: RouteKind,
  path: readonly PropertyKey[] | string,
): RouteField | undefined {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(
    (part) => !/^\d+$/.test(part),
  );
  const [head, second, third] = parts;
  if (head === 'match') {
    if (second === 'window') return third === undefined ? 'days' : (third as RouteField);
    if (second === 'gateway_ids') return kind === 'mo' ? 'mo_gateway_ids' : 'gateway_ids';
    return ROUTE_FIELDS.find((field) => field === second);
  }
  if (head === 'action') {
    if (second === 'gateway_ids' || second === 'strategy' || second === 'client_id') return second;
    return kind === 'mo' ? 'client_id' : 'gateway_ids';
  }
  return ROUTE_FIELDS.find((field) => field === head);
}

/**
 * Validates with the shared contract, so the console and the server agree on every rule; each
 * message lands on the field that shows it. The form keeps its raw values.
 */
export function routeFormResolver(editingId: number | undefined): Resolver<RouteFormValues> {
  return async (values) => {
    const result =
      editingId === undefined
        ? routeCreateSchema.safeParse(createBodyOf(values))
        : routeUpdateSchema.safeParse(updateBodyOf(editingId, values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<RouteFormValues> = {};
    for (const issue of result.error.issues) {
      const field = fieldOfPath(values.kind, issue.path as PropertyKey[]) ?? 'name';
      const entry = issue.path[2];
      if (field === 'destination_prefixes' && typeof entry === 'number') {
        // Each bad prefix is marked at once, at its index.
        const list = (errors.destination_prefixes ?? []) as (
          { type: string; message: string } | undefined
        )[];
        list[entry] ??= { type: issue.code, message: issue.message };
        errors.destination_prefixes = list as FieldErrors<RouteFormValues>['destination_prefixes'];
        continue;
      }
      // The first message of a field is the one to show.
      if (!errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
