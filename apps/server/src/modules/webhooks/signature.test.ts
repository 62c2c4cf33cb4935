import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from './signature.js';

describe('signatureHeader', () => {
  it('signs "<t>.<body>" with the secret, t in unix seconds', () => {
    const header = signatureHeader('whsec-0123456789abcdef', '{"a":1}', 1_700_000_000_999);
    const expected = createHmac('sha256', 'whsec-0123456789abcdef')
      .update('1700000000.{"a":1}')
      .digest('hex');
    expect(header).toBe(`t=1700000000,v1=${expected}`);
  });
});
