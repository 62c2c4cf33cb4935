import { expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';

async function statuses(times: number, call: (i: number) => ReturnType<ApiClient['post']>) {
  const result: number[] = [];
  for (let i = 0; i < times; i += 1) result.push((await call(i)).status);
  return result;
}

const throttled = /^Request was throttled\. Expected available in \d+ seconds\.$/;

describeEachDialect(
  'rate limits (product defaults)',
  (server) => {
    it('allows 10 logins a minute per IP, then answers 429', async () => {
      const client = server().client();
      const codes = await statuses(11, (i) =>
        client.post('/api/user/login/', { email: `ip${i}@example.com`, password: 'wrong-pass-1' }),
      );
      expect(codes).toEqual([...Array(10).fill(400), 429]);
      const last = await client.post('/api/user/login/', {
        email: 'another@example.com',
        password: 'wrong-pass-1',
      });
      expect(last.status).toBe(429);
      expect((last.body as { detail: string }).detail).toMatch(throttled);
      expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it('allows 5 registrations a minute per IP', async () => {
      const client = server().client();
      const codes = await statuses(6, (i) =>
        client.post('/api/user/register/', { email: `r${i}@example.com`, password: 'reg-Pass-1' }),
      );
      expect(codes).toEqual([...Array(5).fill(201), 429]);
    });

    it('allows 5 password resets a minute per IP', async () => {
      const client = server().client();
      const codes = await statuses(6, (i) =>
        client.post('/api/user/reset-password/', { email: `x${i}@example.com` }),
      );
      expect(codes).toEqual([...Array(5).fill(200), 429]);
    });

    it('allows 5 confirmation resends a minute per IP', async () => {
      const client = server().client();
      const codes = await statuses(6, (i) =>
        client.post('/api/user/register/resend/', { email: `c${i}@example.com` }),
      );
      expect(codes).toEqual([...Array(5).fill(200), 429]);
    });
  },
  {
    rateLimits: {
      loginPerIp: 10,
      loginPerEmail: 10,
      register: 5,
      resendConfirmation: 5,
      resetPassword: 5,
    },
  },
);

describeEachDialect(
  'rate limits per e-mail',
  (server) => {
    it('allows 10 logins a minute for one address, whatever its letter case', async () => {
      const client = server().client();
      const codes = await statuses(11, (i) =>
        client.post('/api/user/login/', {
          email: i % 2 ? 'Target@Example.com' : 'target@example.com',
          password: 'wrong-pass-1',
        }),
      );
      expect(codes).toEqual([...Array(10).fill(400), 429]);
      const other = await client.post('/api/user/login/', {
        email: 'other@example.com',
        password: 'wrong-pass-1',
      });
      expect(other.status).toBe(400);
    });
  },
  { rateLimits: { loginPerIp: 1000, loginPerEmail: 10 } },
);
