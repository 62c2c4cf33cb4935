import { z } from 'zod';

/**
 * Where a request's example is kept: zod leaves `examples` out of the JSON Schema of what a
 * schema with a transform accepts (they would describe its output), so the server's document
 * builder turns this key into `examples` of the request body.
 */
export const REQUEST_EXAMPLE_KEY = 'x-request-example';

/**
 * Gives a contract its example for the API reference: zod writes it into the schema's JSON
 * Schema as `examples` (the OpenAPI document's media `example`), so Swagger UI shows it instead
 * of values it would make up. Registered on the schema itself (not a `.meta()` copy) by
 * registerApiExamples(), which only the server calls: the console's bundle leaves them out.
 * Typed by what the schema accepts (requests) or gives (answers).
 */
export function requestExample<T extends z.ZodType>(schema: T, example: z.input<T>): void {
  register(schema, { [REQUEST_EXAMPLE_KEY]: example });
}

export function answerExample<T extends z.ZodType>(schema: T, example: z.output<T>): void {
  register(schema, { examples: [example] });
}

function register(schema: z.ZodType, meta: Record<string, unknown>): void {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), ...meta });
}
