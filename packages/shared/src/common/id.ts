import { z } from 'zod';

/** A positive decimal integer as written canonically: no sign, no leading zero, no spaces. */
const CANONICAL_ID = /^[1-9]\d{0,15}$/;

/** Canonical text becomes a number; other text (`0x1`, ` 1`, `01`, `1e0`, `+1`) names nothing. */
const idFromText = (value: unknown): unknown =>
  typeof value === 'string' ? (CANONICAL_ID.test(value) ? Number(value) : Number.NaN) : value;

/**
 * The id of a row, from a path (`/…/:id/`) or a body: a JSON number or its canonical decimal
 * text, one spelling per id. Anything else is "Not found." like another user's object.
 */
export const idSchema = z.preprocess(
  idFromText,
  z
    .number({ error: 'Not found.' })
    .int('Not found.')
    .positive('Not found.')
    .max(Number.MAX_SAFE_INTEGER, 'Not found.'),
);

export const idParamSchema = z.object({ id: idSchema });
