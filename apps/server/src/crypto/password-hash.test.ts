import { describe, expect, it } from 'vitest';
import { hashPassword, TEST_SCRYPT_COST, verifyPassword } from './password-hash.js';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse', TEST_SCRYPT_COST);
    expect(hash.startsWith(`scrypt$${TEST_SCRYPT_COST.N}$8$1$`)).toBe(true);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const a = await hashPassword('same password', TEST_SCRYPT_COST);
    const b = await hashPassword('same password', TEST_SCRYPT_COST);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('uses the cost stored in the hash, so old hashes survive a cost change', async () => {
    const hash = await hashPassword('p4ssword!', { N: 2 ** 11, r: 4, p: 1 });
    expect(await verifyPassword('p4ssword!', hash)).toBe(true);
  });

  it('treats malformed stored hashes as a mismatch', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$AAAA$BBBB', 'bcrypt$1$2$3$4$5']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
