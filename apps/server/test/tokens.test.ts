import { expect, it } from 'vitest';
import { MAIL_TOKEN_TTL_MS } from '../src/modules/auth/tokens.js';
import { describeEachDialect } from './support/dialects.js';

const badLink = { detail: 'This link is invalid, expired or already used.' };

describeEachDialect('mail tokens', (server) => {
  it('confirms registration once; a replay is refused', async () => {
    const client = server().client();
    await client.post('/api/user/register/', {
      email: 'once@example.com',
      password: 'once-Pass-1',
    });
    const token = await server().smtp.tokenFor('once@example.com', '/register/confirm');
    expect((await client.post('/api/user/register/confirm/', { token })).status).toBe(200);
    const replay = await client.post('/api/user/register/confirm/', { token });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(badLink);
  });

  it('refuses tokens older than 24 hours', async () => {
    const client = server().client();
    await client.post('/api/user/register/', {
      email: 'late@example.com',
      password: 'late-Pass-1',
    });
    const token = await server().smtp.tokenFor('late@example.com', '/register/confirm');
    server().clock.advance(MAIL_TOKEN_TTL_MS + 1000);
    try {
      const late = await client.post('/api/user/register/confirm/', { token });
      expect(late.status).toBe(400);
      expect(late.body).toEqual(badLink);
    } finally {
      server().clock.advance(-(MAIL_TOKEN_TTL_MS + 1000));
    }
  });

  it('accepts a token just before it expires', async () => {
    const client = server().client();
    await client.post('/api/user/register/', {
      email: 'edge@example.com',
      password: 'edge-Pass-1',
    });
    const token = await server().smtp.tokenFor('edge@example.com', '/register/confirm');
    server().clock.advance(MAIL_TOKEN_TTL_MS - 60_000);
    try {
      expect((await client.post('/api/user/register/confirm/', { token })).status).toBe(200);
    } finally {
      server().clock.advance(-(MAIL_TOKEN_TTL_MS - 60_000));
    }
  });

  it('keeps token kinds apart and refuses unknown tokens', async () => {
    await server().createUser('kinds@example.com', 'kinds-Pass-1');
    const client = server().client();
    await client.post('/api/user/reset-password/', { email: 'kinds@example.com' });
    const resetToken = await server().smtp.tokenFor('kinds@example.com', '/reset-password');
    expect((await client.post('/api/user/register/confirm/', { token: resetToken })).body).toEqual(
      badLink,
    );
    expect(
      (await client.post('/api/user/email-change/confirm/', { token: resetToken })).status,
    ).toBe(400);
    expect(
      (
        await client.post('/api/user/reset-password/confirm/', {
          token: 'made-up-token-of-the-right-shape-0123456789',
          password: 'valid-Pass-9',
        })
      ).body,
    ).toEqual(badLink);
    // The real reset token still works after those misuses, once.
    const body = { token: resetToken, password: 'kinds-Pass-2' };
    expect((await client.post('/api/user/reset-password/confirm/', body)).status).toBe(200);
    expect((await client.post('/api/user/reset-password/confirm/', body)).status).toBe(400);
  });

  it('refuses a cut or mangled token as not valid before looking it up', async () => {
    const client = server().client();
    for (const [path, extra] of [
      ['/api/user/register/confirm/', {}],
      ['/api/user/email-change/confirm/', {}],
      ['/api/user/reset-password/confirm/', { password: 'valid-Pass-9' }],
    ] as const) {
      for (const token of ['abc', 'x'.repeat(42), `${'x'.repeat(42)}=`]) {
        const response = await client.post(path, { token, ...extra });
        expect(response.status, `${path} ${token}`).toBe(400);
        expect(response.body, `${path} ${token}`).toEqual({ token: ['Token is not valid'] });
      }
    }
  });

  it('invalidates an older reset link when a new one is requested', async () => {
    await server().createUser('twice@example.com', 'twice-Pass-1');
    const client = server().client();
    await client.post('/api/user/reset-password/', { email: 'twice@example.com' });
    const first = await server().smtp.tokenFor('twice@example.com', '/reset-password');
    await client.post('/api/user/reset-password/', { email: 'twice@example.com' });
    const second = await server().smtp.tokenFor('twice@example.com', '/reset-password');
    const password = 'twice-Pass-2';
    expect(
      (await client.post('/api/user/reset-password/confirm/', { token: first, password })).status,
    ).toBe(400);
    expect(
      (await client.post('/api/user/reset-password/confirm/', { token: second, password })).status,
    ).toBe(200);
  });

  it('expires sessions after 14 days without use', async () => {
    const client = await server().signedInClient('idle@example.com', 'idle-Pass-1');
    const fourteenDays = 14 * 24 * 60 * 60 * 1000;
    server().clock.advance(fourteenDays + 1000);
    try {
      expect((await client.get('/api/user/profile/')).status).toBe(401);
    } finally {
      server().clock.advance(-(fourteenDays + 1000));
    }
  });

  it('slides the session expiry while the session is used', async () => {
    const client = await server().signedInClient('busy@example.com', 'busy-Pass-1');
    const tenDays = 10 * 24 * 60 * 60 * 1000;
    try {
      server().clock.advance(tenDays);
      const renewed = await client.get('/api/user/profile/');
      expect(renewed.status).toBe(200);
      expect(renewed.headers.getSetCookie().some((c) => c.startsWith('sessionid='))).toBe(true);
      server().clock.advance(tenDays);
      expect((await client.get('/api/user/profile/')).status).toBe(200);
    } finally {
      server().clock.advance(-2 * tenDays);
    }
  });
});
