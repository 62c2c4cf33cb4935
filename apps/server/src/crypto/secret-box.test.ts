import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

const KEY = 'a-secret-key-that-is-long-enough-for-tests-000';

describe('SecretBox', () => {
  it('opens what it sealed, with a fresh IV each time', () => {
    const box = new SecretBox(KEY);
    const a = box.seal('pa$$w0rd');
    const b = box.seal('pa$$w0rd');
    expect(a).not.toBe(b);
    expect(a).not.toContain('pa$$w0rd');
    expect(box.open(a)).toBe('pa$$w0rd');
    expect(box.open(box.seal(''))).toBe('');
  });

  it('refuses another key and altered values', () => {
    const sealed = new SecretBox(KEY).seal('secret');
    expect(() => new SecretBox(`${KEY}x`).open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => new SecretBox(KEY).open(parts.join('.'))).toThrow();
    expect(() => new SecretBox(KEY).open('plain')).toThrow('not a sealed value');
  });
});
