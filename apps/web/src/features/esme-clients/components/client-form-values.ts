import {
  clientCreateSchema,
  clientUpdateSchema,
  DEFAULT_DLR_WEIGHTS,
  DLR_OUTCOMES,
  type Client,
  type ClientCreateBody,
  type ClientUpdateBody,
  type ClientRouting,
  type DlrOutcome,
  type NoRouteAction,
} from '@routelab/shared';
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';

/** What the dialog edits: number fields hold text until the shared schema coerces them. */
export interface ClientFormValues {
  name: string;
  system_id: string;
  /** Empty while editing: keep the stored password. */
  password: string;
  allowed_ips: string[];
  max_binds: number | string;
  throughput_limit: number | string;
  dlr_policy: {
    mode: 'off' | 'auto';
    delay_min_ms: number | string;
    delay_max_ms: number | string;
    weights: Record<DlrOutcome, number | string>;
  };
  enabled: boolean;
  /** 'on': submits go out through the MT routes (gateway mode). */
  routing: ClientRouting;
  no_route: NoRouteAction;
}

export function formValuesOf(client: Client | undefined): ClientFormValues {
  if (!client) {
    return {
      name: '',
      system_id: '',
      password: '',
      allowed_ips: [],
      max_binds: 5,
      throughput_limit: 0,
      dlr_policy: {
        mode: 'auto',
        delay_min_ms: 0,
        delay_max_ms: 2000,
        weights: { ...DEFAULT_DLR_WEIGHTS },
      },
      enabled: true,
      routing: 'off',
      no_route: 'refuse',
    };
  }
  return {
    name: client.name,
    system_id: client.system_id,
    password: '',
    allowed_ips: client.allowed_ips,
    max_binds: client.max_binds,
    throughput_limit: client.throughput_limit,
    dlr_policy: {
      ...client.dlr_policy,
      weights: Object.fromEntries(
        DLR_OUTCOMES.map((outcome) => [outcome, client.dlr_policy.weights[outcome] ?? 0]),
      ) as Record<DlrOutcome, number>,
    },
    enabled: client.enabled,
    routing: client.routing,
    no_route: client.no_route,
  };
}

/** The form's values as the create call's body. */
export const createBodyOf = (values: ClientFormValues) => values as unknown as ClientCreateBody;

/** The form's values as the update call's body: an empty password is left out. */
export function updateBodyOf(id: number, values: ClientFormValues): ClientUpdateBody {
  const { password, ...rest } = values;
  return {
    ...(rest as unknown as Omit<ClientUpdateBody, 'id'>),
    id,
    ...(password ? { password } : {}),
  };
}

/**
 * Validates with the shared contract, so the console and the server agree on every rule. The
 * form keeps its raw values (the server coerces them again).
 */
export function clientFormResolver(editingId: number | undefined): Resolver<ClientFormValues> {
  const validate =
    editingId === undefined
      ? (values: ClientFormValues) => clientCreateSchema.safeParse(createBodyOf(values))
      : (values: ClientFormValues) => clientUpdateSchema.safeParse(updateBodyOf(editingId, values));
  return async (values) => {
    const result = validate(values);
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<ClientFormValues> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      // The first message of a field is the one to show.
      if (path && !get(errors, path))
        set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}
