import { idParamSchema, toFieldErrors } from '@routelab/shared';
import type { z } from 'zod';
import { badRequest, HttpError, notFound } from './errors.js';

/** Validates a JSON body with a shared schema; bad input becomes 400 field errors. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Expected a JSON object in the request body.');
  }
  return parseWith(schema, body);
}

export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  return parseWith(schema, query ?? {});
}

function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, toFieldErrors(result.error));
  return result.data;
}

/** The largest id of an `integer` key column (esme_messages, the one bigint key, goes further). */
export const MAX_INTEGER_ID = 2 ** 31 - 1;

/**
 * The `id` of a path or body (`/…/:id/`), in its one canonical spelling (`idSchema`). Anything
 * that cannot name a row of a table whose key stops at `max` names none of the user's objects:
 * 404, as for another user's.
 */
export function idOf(params: unknown, max = MAX_INTEGER_ID): number {
  const parsed = idParamSchema.safeParse(params);
  if (!parsed.success || parsed.data.id > max) throw notFound();
  return parsed.data.id;
}

/** A random UUID as the server writes it (lowercase); other spellings name nothing: 404. */
const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The `id` of a path whose objects are keyed by UUID (load tests). */
export function uuidOf(params: unknown): string {
  const id = (params as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !CANONICAL_UUID.test(id)) throw notFound();
  return id;
}
