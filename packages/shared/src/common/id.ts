import { z } from 'zod';

/** The largest id of an `integer` key column (int4 on PostgreSQL): every table but two. */
export const MAX_INTEGER_ID = 2 ** 31 - 1;

/**
 * The largest id of a `bigint` key column (received messages and their parts) that a JSON
 * number holds exactly; ids are handed out upwards from 1 and never get near it.
 */
export const MAX_BIGINT_ID = Number.MAX_SAFE_INTEGER;

/** Which kind of key column an id names a row of: `integer` or `bigint`. */
export type IdColumn = 'integer' | 'bigint';
const MAX_ID: Record<IdColumn, number> = { integer: MAX_INTEGER_ID, bigint: MAX_BIGINT_ID };

/**
 * What an id past its column's range reads as in a body or a filter: keys start at 1, so no row
 * has it, every lookup by it finds nothing, and both dialects can compare a key column with it.
 */
export const NO_ROW_ID = -1;

/** A positive decimal integer as written canonically: no sign, no leading zero, no spaces. */
const CANONICAL_ID = /^[1-9]\d*$/;

/** Canonical text becomes a number; other text (`0x1`, ` 1`, `01`, `1e0`, `+1`) names nothing. */
const idFromText = (value: unknown): unknown =>
  typeof value === 'string' ? (CANONICAL_ID.test(value) ? Number(value) : Number.NaN) : value;

/** A whole number past `max`, however long its text (Infinity once past a double's range). */
const isPast = (id: unknown, max: number): boolean =>
  typeof id === 'number' && id > max && (Number.isInteger(id) || id === Infinity);

/**
 * A reference to a row in a body or a filter: a JSON number or its canonical decimal text, one
 * spelling per id; any other spelling fails with `inner`'s message. An id past the column's
 * range is NO_ROW_ID, so the route answers it as it answers an unknown id (404, an empty list)
 * on either dialect, instead of sending PostgreSQL a value its column type refuses.
 */
export const canonicalId = (inner: z.ZodType<number>, column: IdColumn = 'integer') => {
  const max = MAX_ID[column];
  return z
    .unknown()
    .meta({ type: 'integer', minimum: 1 })
    .transform((value, ctx): number => {
      const id = idFromText(value);
      if (isPast(id, max)) return NO_ROW_ID;
      const parsed = inner.safeParse(id);
      if (parsed.success) return parsed.data;
      // The inner schema's messages, as a field error of this field (the answer keeps them).
      for (const { message } of parsed.error.issues) ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
};

const notFound = () => z.number({ error: 'Not found.' }).int('Not found.').positive('Not found.');

/** The id a body names (an update's row, a webhook's owner) or a filter: "Not found." if bad. */
export const idSchema = canonicalId(notFound());

/** The id of a path: past the column's range, as in any other spelling, it names nothing (404). */
const pathId = (column: IdColumn) =>
  z.preprocess(idFromText, notFound().max(MAX_ID[column], 'Not found.'));

/** `/…/:id/` of a table keyed by `integer` (all but received messages and their parts). */
export const idParamSchema = z.object({ id: pathId('integer') });

/** `/…/:id/` of received messages, keyed by `bigint`. */
export const bigIdParamSchema = z.object({ id: pathId('bigint') });

/** A random UUID as the server writes it (lowercase); other spellings name nothing. */
const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `/…/:id/` of objects keyed by UUID (load tests). */
export const uuidParamSchema = z.object({ id: z.string().regex(CANONICAL_UUID, 'Not found.') });
