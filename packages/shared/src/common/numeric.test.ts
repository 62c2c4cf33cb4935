import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numeric } from './numeric.js';

const schema = z.object({
  port: numeric(z.number({ error: 'Port must be a number' }).int().min(1)),
  window: numeric(z.number({ error: 'Window must be a number' }).int()).default(10),
});

describe('numeric', () => {
  it('takes numbers and numeric text', () => {
    expect(schema.parse({ port: 2775 })).toEqual({ port: 2775, window: 10 });
    expect(schema.parse({ port: ' 2775 ', window: '3' })).toEqual({ port: 2775, window: 3 });
  });

  it.each([true, false, null, [], {}, '', 'abc'])('refuses %j with the field message', (port) => {
    expect(schema.safeParse({ port }).error?.issues[0]?.message).toBe('Port must be a number');
  });

  it('applies the default only to a missing value', () => {
    expect(schema.safeParse({ port: 1, window: false }).error?.issues[0]?.path).toEqual(['window']);
  });
});
