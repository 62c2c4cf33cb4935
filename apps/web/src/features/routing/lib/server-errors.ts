import type { RouteKind } from '@routelab/shared';
import type { UseFormSetError } from 'react-hook-form';
import { ApiError, isApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { fieldOfPath, ROUTE_FIELDS, type RouteFormValues } from './route-form';

/**
 * The server's field errors on the dialog's fields: its keys are the body's paths
 * (`match.window.from`, `action.gateway_ids`), the form is flat. Returns what is left for the
 * whole form.
 */
export function applyRouteServerErrors(
  error: unknown,
  kind: RouteKind,
  setError: UseFormSetError<RouteFormValues>,
): string | undefined {
  if (!isApiError(error)) return applyServerErrors(error, setError, ROUTE_FIELDS);
  const fieldErrors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldOfPath(kind, path) ?? path;
    fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages];
  }
  const mapped = new ApiError(error.status, error.detail, fieldErrors, error.code);
  return applyServerErrors(mapped, setError, ROUTE_FIELDS);
}
