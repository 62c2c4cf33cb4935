import { describe, expect, it } from 'vitest';
import { schemaMessages } from './schema-messages.js';

describe('schemaMessages', () => {
  it('follow chains through schema constants and helpers', () => {
    const text = [
      "import { z } from 'zod';",
      'const numeric = (inner: z.ZodType) => z.preprocess(Number, inner);',
      "const tonSchema = numeric(z.number({ error: 'TON?' }));",
      "export const ton = tonSchema.refine(Boolean, 'Helper message');",
    ].join('\n');
    expect([...schemaMessages([{ path: 'b.ts', text }])].sort()).toEqual([
      'Helper message',
      'TON?',
    ]);
  });
  it('fail loudly on a message they cannot resolve', () => {
    const text = "import { z } from 'zod';\nexport const a = z.string().min(1, pick());";
    expect(() => schemaMessages([{ path: 'a.ts', text }])).toThrow('a.ts:2');
  });
});
