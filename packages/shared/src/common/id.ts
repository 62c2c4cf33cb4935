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

export const idParamSchema = z.object({ id: idSchema });
