import { describe, expect, it } from 'vitest';
import { isApiKeyShaped, newApiKeyValue } from './key-value.js';

describe('API key values', () => {
  it('are random, key-shaped, and start with their visible prefix', () => {
    const first = newApiKeyValue();
    const second = newApiKeyValue();
    expect(first.key).not.toBe(second.key);
    expect(isApiKeyShaped(first.key)).toBe(true);
    expect(first.key.startsWith(first.prefix)).toBe(true);
    expect(first.prefix).toMatch(/^rl_.{8}$/);
  });

  it('tell junk from a possible key before any hash or query', () => {
    expect(isApiKeyShaped('')).toBe(false);
    expect(isApiKeyShaped('rl_short')).toBe(false);
    expect(isApiKeyShaped(`rl_${'a'.repeat(40)}x`)).toBe(false);
    expect(isApiKeyShaped(`xx_${'a'.repeat(40)}`)).toBe(false);
  });
});
