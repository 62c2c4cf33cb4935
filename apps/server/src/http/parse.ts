import { idParamSchema } from '@routelab/shared';
import { notFound } from './errors.js';

/**
 * The `id` an update's body names, checked before the rest of the body: anything that cannot
 * name a row of an `integer`-keyed table names none of the user's objects, 404 as for another's.
 */
export function idOf(params: unknown): number {
  const parsed = idParamSchema.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}
