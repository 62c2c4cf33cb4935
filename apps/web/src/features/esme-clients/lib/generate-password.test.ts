import { smppPasswordSchema } from '@routelab/shared';
import { describe, expect, it } from 'vitest';
import { generateSmppPassword, PASSWORD_GROUPS, SMPP_PASSWORD_LENGTH } from './generate-password';

describe('generateSmppPassword', () => {
  it('gives 8 printable characters with a lower, upper, digit and symbol each time', () => {
    for (let i = 0; i < 500; i += 1) {
      const password = generateSmppPassword();
      expect(password).toHaveLength(SMPP_PASSWORD_LENGTH);
      expect(smppPasswordSchema.safeParse(password).success).toBe(true);
      expect(password).toMatch(/^[\x21-\x7e]+$/);
      expect(password).not.toMatch(/["'`\\ ]/);
      for (const group of PASSWORD_GROUPS) {
        expect(
          [...password].some((char) => group.includes(char)),
          `${password} / ${group}`,
        ).toBe(true);
      }
    }
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => generateSmppPassword()));
    expect(seen.size).toBe(2000);
  });

  it('uses the whole alphabet over many draws', () => {
    const used = new Set(Array.from({ length: 2000 }, () => generateSmppPassword()).join(''));
    expect(used.size).toBe(PASSWORD_GROUPS.join('').length);
  });

  it('rejects random values that would bias the draw', () => {
    // Every other sample is the largest uint32, which rejection sampling skips unless the bound
    // divides 2^32.
    let calls = 0;
    const random = (buffer: Uint32Array) => {
      calls += 1;
      buffer[0] = calls % 2 === 1 ? 0xffffffff : calls;
      return buffer;
    };
    const password = generateSmppPassword(random);
    expect(password).toHaveLength(SMPP_PASSWORD_LENGTH);
    expect(calls).toBeGreaterThan(2 * SMPP_PASSWORD_LENGTH);
  });
});
