import { profileSchema, SESSION_COOKIE } from '@routelab/shared';
import { expect, it } from 'vitest';
import { describeEachDialect } from './support/dialects.js';
import { TEST_SIGNUP_CREDIT_USD } from './support/test-server.js';

describeEachDialect('account lifecycle', (server) => {
  it('registers, confirms by mail, logs in, edits, changes password, resets, changes e-mail, logs out', async () => {
    const { smtp } = server();
    const browser = server().client();
    const email = 'Alice@Example.COM';
    const lower = 'alice@example.com';

    // Register: 201 and a confirmation mail with a link to the console.
    const registered = await browser.post('/api/user/register/', {
      email,
      password: 'first-Pass-1',
      first_name: 'Alice',
    });
    expect(registered.status).toBe(201);
    const confirmToken = await smtp.tokenFor(lower, 'http://console.test/register/confirm');

    // Unconfirmed accounts cannot log in yet.
    const early = await browser.post('/api/user/login/', { email, password: 'first-Pass-1' });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({
      detail: 'E-mail address is not confirmed. Check your inbox for the confirmation link.',
      code: 'email_not_confirmed',
    });

    expect(
      (await browser.post('/api/user/register/confirm/', { token: confirmToken })).status,
    ).toBe(200);

    // Wrong password, then the right one (e-mail case does not matter).
    const wrong = await browser.post('/api/user/login/', { email: lower, password: 'nope-nope-1' });
    expect(wrong.body).toEqual({ detail: 'Unable to log in with provided credentials.' });
    const login = await browser.post('/api/user/login/', { email, password: 'first-Pass-1' });
    expect(login.status).toBe(200);
    const sessionCookie = login.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Path=\//);

    const profile = await browser.get('/api/user/profile/');
    expect(profile.status).toBe(200);
    const parsed = profileSchema.parse(profile.body);
    expect(parsed).toMatchObject({
      email: lower,
      first_name: 'Alice',
      last_name: '',
      avatar: null,
      // The test server's welcome credit (SIGNUP_CREDIT_USD).
      balance: Number(TEST_SIGNUP_CREDIT_USD),
      groups: ['user'],
      tier: 'any',
      rules: [{ action: 'read', subject: 'any' }],
    });

    const updated = await browser.put('/api/user/profile/', {
      first_name: ' Alice ',
      last_name: 'Liddell',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ first_name: 'Alice', last_name: 'Liddell' });

    // A second device is signed in; the password change ends it but keeps this one.
    const phone = server().client();
    await phone.login(email, 'first-Pass-1');
    expect((await phone.get('/api/user/profile/')).status).toBe(200);
    const badOld = await browser.post('/api/user/password-change/', {
      old_password: 'not-the-password',
      new_password: 'second-Pass-2',
    });
    expect(badOld.status).toBe(400);
    expect(badOld.body).toHaveProperty('old_password');
    const changed = await browser.post('/api/user/password-change/', {
      old_password: 'first-Pass-1',
      new_password: 'second-Pass-2',
    });
    expect(changed.status).toBe(200);
    expect((await browser.get('/api/user/profile/')).status).toBe(200);
    expect((await phone.get('/api/user/profile/')).status).toBe(401);

    // Reset by mail; the old password stops working, the new one works.
    const anonymous = server().client();
    expect((await anonymous.post('/api/user/reset-password/', { email })).status).toBe(200);
    const resetToken = await smtp.tokenFor(lower, 'http://console.test/reset-password');
    const reset = await anonymous.post('/api/user/reset-password/confirm/', {
      token: resetToken,
      password: 'third-Pass-3',
    });
    expect(reset.status).toBe(200);
    expect(
      (await anonymous.post('/api/user/login/', { email, password: 'second-Pass-2' })).status,
    ).toBe(400);
    await anonymous.login(email, 'third-Pass-3');

    // E-mail change: password checked, mail to the NEW address, confirmed by its token.
    const badPassword = await anonymous.post('/api/user/email-change/', {
      email: 'alice@new.example',
      password: 'wrong-pass-9',
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body).toHaveProperty('password');
    const requested = await anonymous.post('/api/user/email-change/', {
      email: 'Alice@New.Example',
      password: 'third-Pass-3',
    });
    expect(requested.status).toBe(200);
    const changeToken = await smtp.tokenFor(
      'alice@new.example',
      'http://console.test/email-change/confirm',
    );
    // The confirmation link goes to the new address only (the old one gets a notice on confirm).
    expect(
      smtp.messages.filter((m) => m.to.includes(lower) && /email-change/.test(m.text)),
    ).toEqual([]);
    expect(
      (await anonymous.post('/api/user/email-change/confirm/', { token: changeToken })).status,
    ).toBe(200);
    expect((await anonymous.get('/api/user/profile/')).body).toMatchObject({
      email: 'alice@new.example',
    });

    // Logout ends the session on the server too.
    const cookieBefore = anonymous.cookies.get(SESSION_COOKIE);
    expect((await anonymous.post('/api/user/logout/')).status).toBe(200);
    expect(anonymous.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await anonymous.get('/api/user/profile/')).status).toBe(401);
    const replay = server().client();
    replay.cookies.set(SESSION_COOKIE, cookieBefore ?? '');
    expect((await replay.get('/api/user/profile/')).status).toBe(401);

    // The new address logs in; the old one no longer exists.
    await server().client().login('alice@new.example', 'third-Pass-3');
    const oldAddress = await server()
      .client()
      .post('/api/user/login/', { email: lower, password: 'third-Pass-3' });
    expect(oldAddress.status).toBe(400);
  });

  it('refuses a second account for the same address in any letter case', async () => {
    await server().createUser('bob@example.com', 'bob-Pass-11');
    const again = await server()
      .client()
      .post('/api/user/register/', { email: 'BOB@example.com', password: 'other-Pass-2' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ email: ['A user with this e-mail address already exists.'] });
  });

  it('applies the password rules with clear messages', async () => {
    const client = server().client();
    const cases: [string, string][] = [
      ['short1', 'Password must be at least 8 characters long'],
      ['1234567890', 'Password cannot be entirely numeric'],
      ['carol.long@example.com', 'Password cannot be the same as your e-mail address'],
      [' '.repeat(8), 'Password cannot consist only of spaces'],
    ];
    for (const [password, message] of cases) {
      const response = await client.post('/api/user/register/', {
        email: 'carol.long@example.com',
        password,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ password: [message] });
    }
  });

  it('refuses a new password of spaces only on change and on reset', async () => {
    const client = await server().signedInClient('erin@example.com', 'erin-Pass-11');
    const blank = ['Password cannot consist only of spaces'];
    const changed = await client.post('/api/user/password-change/', {
      old_password: 'erin-Pass-11',
      new_password: ' '.repeat(12),
    });
    expect(changed.status).toBe(400);
    expect(changed.body).toEqual({ new_password: blank });

    await client.post('/api/user/reset-password/', { email: 'erin@example.com' });
    const token = await server().smtp.tokenFor('erin@example.com', '/reset-password');
    const reset = await client.post('/api/user/reset-password/confirm/', {
      token,
      password: ' '.repeat(8),
    });
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual({ password: blank });
    await server().client().login('erin@example.com', 'erin-Pass-11');
  });

  it('answers reset-password the same for unknown addresses and sends nothing', async () => {
    const response = await server()
      .client()
      .post('/api/user/reset-password/', { email: 'nobody@example.com' });
    expect(response.status).toBe(200);
    expect(server().smtp.countTo('nobody@example.com')).toBe(0);
  });

  it('refuses an e-mail change to an address another account uses', async () => {
    await server().createUser('taken@example.com', 'taken-Pass-1');
    const client = await server().signedInClient('dave@example.com', 'dave-Pass-11');
    const response = await client.post('/api/user/email-change/', {
      email: 'TAKEN@example.com',
      password: 'dave-Pass-11',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ email: ['A user with this e-mail address already exists.'] });
  });

  it('answers 401 to anonymous calls that need a user', async () => {
    const client = server().client();
    for (const [method, path] of [
      ['GET', '/api/user/profile/'],
      ['PUT', '/api/user/profile/'],
      ['POST', '/api/user/password-change/'],
      ['POST', '/api/user/email-change/'],
      ['POST', '/api/user/avatar/'],
    ] as const) {
      const response = await client.request(method, path, method === 'GET' ? {} : { json: {} });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });
});
