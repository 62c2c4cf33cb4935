import { toFieldErrors } from '@routelab/shared';
import type { z } from 'zod';
import { badRequest, HttpError } from './errors.js';

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
