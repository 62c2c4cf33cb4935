import { describe, expect, it } from 'vitest';
import { apiKeyOf } from './api-key-auth.js';

describe('apiKeyOf', () => {
  it('reads X-API-Key first, then an Authorization Bearer token', () => {
    expect(apiKeyOf({ 'x-api-key': ' rl_abc ' })).toBe('rl_abc');
    expect(apiKeyOf({ authorization: 'Bearer rl_abc' })).toBe('rl_abc');
    expect(apiKeyOf({ authorization: 'bearer   rl_abc  ' })).toBe('rl_abc');
    expect(apiKeyOf({ 'x-api-key': 'rl_first', authorization: 'Bearer rl_second' })).toBe(
      'rl_first',
    );
  });

  it('finds no key in other schemes or without the headers (the cookie decides then)', () => {
    expect(apiKeyOf({})).toBeUndefined();
    expect(apiKeyOf({ authorization: 'Basic dXNlcjpwYXNz' })).toBeUndefined();
    expect(apiKeyOf({ authorization: 'Bearer' })).toBeUndefined();
  });

  it('treats an empty X-API-Key as a (wrong) key, never as no key', () => {
    expect(apiKeyOf({ 'x-api-key': '' })).toBe('');
  });
});
