import type { z } from 'zod';
import { DEFAULT_BACKOFF, type Backoff } from './backoff.js';

/**
 * A kind of job as its producers see it: the name its rows carry, the schema of its payload and
 * how a failed attempt is retried. Enqueues are typed by it; the runner parses each claimed
 * payload with it before the handler sees it.
 */
export interface JobType<Payload> {
  readonly name: string;
  readonly payload: z.ZodType<Payload>;
  readonly retry: Backoff;
}

/** The payload a job type carries. */
export type PayloadOf<Type> = Type extends JobType<infer Payload> ? Payload : never;

/** A job type with a `z.object` payload; `retry` overrides DEFAULT_BACKOFF's fields. */
export function jobType<Shape extends z.ZodRawShape>(
  name: string,
  payload: z.ZodObject<Shape>,
  retry: Partial<Backoff> = {},
): JobType<z.infer<z.ZodObject<Shape>>> {
  return { name, payload, retry: { ...DEFAULT_BACKOFF, ...retry } };
}
