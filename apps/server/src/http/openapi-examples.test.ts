import { REQUEST_EXAMPLE_KEY } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exampleOf, examplesFor, validationAnswer, withExample } from './openapi-examples.js';

const item = { type: 'object', properties: { id: { type: 'integer', examples: [7] } } };

describe('OpenAPI examples', () => {
  it('puts an example together from its parts: a page, a list, a nullable, a union', () => {
    const page = {
      type: 'object',
      properties: {
        count: { type: 'integer', examples: [1] },
        results: { type: 'array', items: item },
      },
      required: ['count', 'results'],
    };
    expect(exampleOf(page)).toEqual({ value: { count: 1, results: [{ id: 7 }] } });
    expect(exampleOf({ anyOf: [item, { type: 'null' }] })).toEqual({ value: { id: 7 } });
    expect(exampleOf({ type: 'string', enum: ['queued', 'sent'] })).toEqual({ value: 'queued' });
  });

  it('gives none when a required part has none, or only `{}` of optional fields', () => {
    const required = { ...item, properties: { ...item.properties, name: { type: 'string' } } };
    expect(exampleOf({ ...required, required: ['name'] })).toBeUndefined();
    expect(exampleOf({ type: 'object', properties: { name: { type: 'string' } } })).toBeUndefined();
    expect(withExample({ type: 'string' })).toEqual({ type: 'string' });
  });

  it("turns a request's example into `examples` of the body only, where it was given", () => {
    const schema = {
      type: 'object',
      properties: {
        ton: { type: 'integer', [REQUEST_EXAMPLE_KEY]: 5 },
        default: { type: 'boolean', [REQUEST_EXAMPLE_KEY]: true },
      },
      examples: [{ ton: 1 }],
      [REQUEST_EXAMPLE_KEY]: { ton: 5 },
    };
    expect(examplesFor('request', schema)).toEqual({
      type: 'object',
      properties: {
        ton: { type: 'integer', examples: [5] },
        default: { type: 'boolean', examples: [true] },
      },
      examples: [{ ton: 5 }],
    });
    expect(examplesFor('answer', schema)).toEqual({
      type: 'object',
      properties: { ton: { type: 'integer' }, default: { type: 'boolean' } },
      examples: [{ ton: 1 }],
    });
  });

  it("documents a body's 400 with what an empty body gets; none when `{}` is valid", () => {
    const body = z.object({
      name: z.string({ error: 'Name is required' }),
      note: z.string().optional(),
    });
    expect(validationAnswer(body)?.examples).toEqual([{ name: ['Name is required'] }]);
    expect(validationAnswer(z.object({ note: z.string().optional() }))).toBeUndefined();
  });
});
