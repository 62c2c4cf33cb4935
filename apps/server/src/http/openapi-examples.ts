import { fieldErrorsSchema, REQUEST_EXAMPLE_KEY, toFieldErrors } from '@routelab/shared';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };
type Example = { value: unknown };

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The example of a JSON schema: its own (the contract's, registered in packages/shared), else
 * one put together from its parts' (a list of examples, a page of them, a nullable one), so
 * wrappers built in the routes show the shared examples too. Undefined when a required part has
 * none: the document test then names the operation, rather than Swagger UI inventing values.
 */
export function exampleOf(schema: unknown): Example | undefined {
  if (!isSchema(schema)) return undefined;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) {
    return { value: schema.examples[0] };
  }
  if ('const' in schema) return { value: schema.const };
  if ('default' in schema) return { value: schema.default };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { value: schema.enum[0] };
  for (const members of [schema.anyOf, schema.oneOf]) {
    if (!Array.isArray(members)) continue;
    for (const member of members) {
      const example = exampleOf(member);
      if (example) return example;
    }
  }
  const types = [schema.type].flat();
  if (types.includes('array')) {
    const item = exampleOf(schema.items);
    if (item) return { value: [item.value] };
  }
  if (types.includes('object') && isSchema(schema.properties)) {
    const required = Array.isArray(schema.required) ? schema.required : [];
    const value: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties)) {
      const example = exampleOf(property);
      if (example) value[name] = example.value;
      else if (required.includes(name)) return undefined;
    }
    // `{}` for an object of optional fields says nothing: the contract needs an example.
    if (Object.keys(value).length === 0 && Object.keys(schema.properties).length > 0) {
      return undefined;
    }
    return { value };
  }
  if (types.includes('null')) return { value: null };
  return undefined;
}

/**
 * A schema of the document with the shared examples of its side: a request body's take the
 * request examples as `examples`, at every level they were given (see REQUEST_EXAMPLE_KEY);
 * an answer's keep their own `examples` and lose the request key.
 */
export function examplesFor(side: 'request' | 'answer', schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => examplesFor(side, item));
  if (!isSchema(schema)) return schema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === REQUEST_EXAMPLE_KEY) continue;
    if (SCHEMA_MAPS.has(key) && isSchema(value)) {
      // Keyed by property names, which may be anything (even `default`): each value a schema.
      result[key] = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [name, examplesFor(side, property)]),
      );
    } else {
      // These keywords hold data, not schemas: left as they are.
      result[key] = DATA_KEYWORDS.has(key) ? value : examplesFor(side, value);
    }
  }
  if (side === 'request' && REQUEST_EXAMPLE_KEY in schema) {
    result.examples = [schema[REQUEST_EXAMPLE_KEY]];
  }
  return result;
}

const DATA_KEYWORDS = new Set(['examples', 'const', 'default', 'enum']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

/** The schema with its example as `examples` (@fastify/swagger makes it the media `example`). */
export function withExample(schema: unknown): unknown {
  if (!isSchema(schema) || Array.isArray(schema.examples)) return schema;
  const example = exampleOf(schema);
  return example ? { ...schema, examples: [example.value] } : schema;
}

/** Each response with its example; a response given per media type gets one per media type. */
export function responsesWithExamples(responses: unknown): unknown {
  if (!isSchema(responses)) return responses;
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      if (!isSchema(response) || !isSchema(response.content)) {
        return [status, withExample(examplesFor('answer', response))];
      }
      const content = Object.fromEntries(
        Object.entries(response.content).map(([type, media]) => {
          if (!isSchema(media)) return [type, media];
          const schema = examplesFor('answer', media.schema);
          const example = 'example' in media ? undefined : exampleOf(schema);
          return [type, { ...media, schema, ...(example ? { example: example.value } : {}) }];
        }),
      );
      return [status, { ...response, content }];
    }),
  );
}

// Without `$schema`: it is a part of the document, not a schema file of its own.
const FIELD_ERRORS_JSON = Object.fromEntries(
  Object.entries(
    z.toJSONSchema(fieldErrorsSchema, { target: 'draft-2020-12', io: 'output' }),
  ).filter(([key]) => key !== '$schema'),
);

/**
 * The 400 of an operation with a JSON body: the field messages the server answers an empty
 * object `{}` with, produced by the body's own contract (so never out of date). None when `{}`
 * is valid or the body is not a zod schema.
 */
export function validationAnswer(body: unknown): JsonSchema | undefined {
  if (!(body instanceof z.ZodType)) return undefined;
  const result = body.safeParse({});
  if (result.success) return undefined;
  return {
    ...FIELD_ERRORS_JSON,
    description:
      'Invalid fields: each with its messages (translated by Accept-Language). The example is ' +
      'the answer to an empty body `{}`.',
    examples: [toFieldErrors(result.error)],
  };
}
