import { z } from 'zod';

/** `{"detail": "..."}`: a single error about the whole request (DESIGN.md section 5). */
export const detailErrorSchema = z.object({ detail: z.string() });
export type DetailError = z.infer<typeof detailErrorSchema>;

/** A refusal with a machine-readable code beside its translated detail (e.g. a 402). */
export const codedErrorSchema = detailErrorSchema.extend({ code: z.string() });

/** `{"field": ["message", ...]}`: validation errors keyed by field name, answered with 400. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Every error answer of the API: a detail (with its code, when it has one) or field messages. */
export const errorBodySchema = z.union([
  z.strictObject({ detail: z.string(), code: z.string().optional() }),
  fieldErrorsSchema,
]);
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns a zod error into the field-error shape; errors not tied to a field go under `detail`. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'detail';
    (result[key] ??= []).push(issue.message);
  }
  return result;
}
