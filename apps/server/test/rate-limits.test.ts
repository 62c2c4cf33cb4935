import { expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import type { TestServer } from './support/test-server.js';

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

describeEachDialect(
  'rate limits of password checks (issue 20, defect 6)',
  (server) => {
    it('answers 429 to wrong current passwords in a password change after 10 (issue 20)', async () => {
      const client = await server().signedInClient('pwchange@example.com');
      const codes = await statuses(50, () =>
        client.post('/api/user/password-change/', {
          old_password: 'wrong-pass-1',
          new_password: 'New-secret-99',
        }),
      );
      expect(codes).toEqual([...Array(10).fill(400), ...Array(40).fill(429)]);
    });

    it('answers 429 to wrong passwords in an e-mail change after 10 (issue 20)', async () => {
      const client = await server().signedInClient('mailchange@example.com');
      const codes = await statuses(50, (i) =>
        client.post('/api/user/email-change/', {
          email: `moved${i}@example.com`,
          password: 'wrong-pass-1',
        }),
      );
      expect(codes).toEqual([...Array(10).fill(400), ...Array(40).fill(429)]);
    });
  },
  { rateLimits: { passwordCheck: 10 } },
);

/** A login as a browser at `address` would send it (inject sets the peer address). */
async function loginFrom(server: TestServer, address: string, email: string, password: string) {
  const csrf = 'c'.repeat(64);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/user/login/',
    remoteAddress: address,
    headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    payload: { email, password },
  });
  return response.statusCode;
}

describeEachDialect(
  'failed logins from elsewhere (issue 20, defect 7)',
  (server) => {
    it("do not stop the owner's correct login from their address", async () => {
      const email = 'owner@example.com';
      const password = 'Owner-secret-1';
      await server().createUser(email, password);
      // An attacker spread over 10 addresses, 2 wrong passwords from each...
      for (let i = 1; i <= 10; i += 1) {
        for (let j = 0; j < 2; j += 1) {
          expect(await loginFrom(server(), `10.0.0.${i}`, email, 'wrong-pass-1')).toBe(400);
        }
      }
      // ...and one address that keeps going is throttled there, for this account.
      const persistent: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        persistent.push(await loginFrom(server(), '10.0.1.1', email, 'wrong-pass-1'));
      }
      expect(persistent).toEqual([...Array(10).fill(400), 429]);
      expect(await loginFrom(server(), '10.0.1.1', email, password)).toBe(429);

      expect(await loginFrom(server(), '192.0.2.7', email, password)).toBe(200);
      expect(await loginFrom(server(), '192.0.2.7', email, password)).toBe(200);
    });
  },
  { rateLimits: { loginPerIp: 1000, loginPerEmail: 10, loginSlowdownMs: 20 } },
);
