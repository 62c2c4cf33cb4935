import { z } from 'zod';

/** Numeric text (form fields, query strings) becomes a number; anything else is left as it is. */
const numberFromText = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/**
 * A number that may arrive as numeric text. Unlike `z.coerce.number()` it never turns `true`,
 * `null` or `[]` into a number: those fail with the inner schema's message.
 */
export const numeric = <T extends z.ZodType>(inner: T) => z.preprocess(numberFromText, inner);
