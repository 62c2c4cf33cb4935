import { z } from 'zod';

/** A positive decimal integer as written canonically: no sign, no leading zero, no spaces. */
const CANONICAL_ID = /^[1-9]\d{0,15}$/;

/** Canonical text becomes a number; other text (`0x1`, ` 1`, `01`, `1e0`, `+1`) names nothing. */
const idFromText = (value: unknown): unknown =>
  typeof value === 'string' ? (CANONICAL_ID.test(value) ? Number(value) : Number.NaN) : value;

/**
 * An id or a reference to a row (path, body, filter): a JSON number or its canonical decimal
 * text, one spelling per id. Unlike `numeric`, any other spelling fails with the inner message.
 */
export const canonicalId = <T extends z.ZodType>(inner: T) => z.preprocess(idFromText, inner);

/** The id of a path (`/…/:id/`) or an update's body; anything else is "Not found.". */
export const idSchema = canonicalId(
  z.number({ error: 'Not found.' }).int('Not found.').positive('Not found.'),
);

/** The largest id of an `integer` key column (esme_messages and pdu_logs, bigint, go further). */
export const MAX_INTEGER_ID = 2 ** 31 - 1;

const idUpTo = (max: number) => idSchema.refine((id) => id <= max, 'Not found.');

/** `/…/:id/` of a table keyed by `integer`: an id past its range names none of its rows. */
export const idParamSchema = z.object({ id: idUpTo(MAX_INTEGER_ID) });

/** `/…/:id/` of a table keyed by `bigint` (received messages, PDU log rows). */
export const bigIdParamSchema = z.object({ id: idUpTo(Number.MAX_SAFE_INTEGER) });

/** A random UUID as the server writes it (lowercase); other spellings name nothing. */
const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `/…/:id/` of objects keyed by UUID (load tests). */
export const uuidParamSchema = z.object({ id: z.string().regex(CANONICAL_UUID, 'Not found.') });
