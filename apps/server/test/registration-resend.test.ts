import { EMAIL_NOT_CONFIRMED_CODE } from '@routelab/shared';
import { expect, it } from 'vitest';
import { describeEachDialect } from './support/dialects.js';
import { eventually } from './support/eventually.js';

const RESEND = '/api/user/register/resend/';
const sameAnswer = {
  detail: 'If an unconfirmed account uses this address, a new confirmation link is on its way.',
};

describeEachDialect('resending the confirmation mail', (server) => {
  it('mails a fresh link that confirms the account; the older link stops working', async () => {
    const client = server().client();
    const password = 'resend-Pass-1';
    await client.post('/api/user/register/', { email: 'lost@example.com', password });
    const lost = await server().smtp.tokenFor('lost@example.com', '/register/confirm');

    const refused = await client.post('/api/user/login/', { email: 'lost@example.com', password });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: EMAIL_NOT_CONFIRMED_CODE });

    const resent = await client.post(RESEND, { email: ' LOST@example.com ' });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual(sameAnswer);
    const fresh = await server().smtp.tokenFor(
      'lost@example.com',
      'http://console.test/register/confirm',
    );
    expect(fresh).not.toBe(lost);

    expect((await client.post('/api/user/register/confirm/', { token: lost })).status).toBe(400);
    expect((await client.post('/api/user/register/confirm/', { token: fresh })).status).toBe(200);
    await client.login('lost@example.com', password);
  });

  it('answers the same for unknown and confirmed addresses and mails neither', async () => {
    await server().createUser('done@example.com', 'done-Pass-1');
    const client = server().client();
    for (const email of ['nobody@example.com', 'done@example.com']) {
      const response = await client.post(RESEND, { email });
      expect(response.status, email).toBe(200);
      expect(response.body, email).toEqual(sameAnswer);
      expect(server().smtp.countTo(email), email).toBe(0);
    }
  });

  it('answers bad input with 400 and field messages, in the asked language', async () => {
    const client = server().client();
    expect((await client.post(RESEND, {})).body).toEqual({ email: ['E-mail is required'] });
    const malformed = await client.post(
      RESEND,
      { email: 'not-an-address' },
      { headers: { 'accept-language': 'uk' } },
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ email: ['Введіть коректну адресу e-mail'] });
  });
});

/**
 * A mail's Subject, from its MIME encoded words (nodemailer writes non-ASCII subjects as base64
 * words; the sink's quoted-printable decoding may eat the `=` closing one at a line end).
 */
function subjectOf(source: string): string {
  const header = source.slice(source.indexOf('Subject: ') + 'Subject: '.length);
  const words = /^(?:\s*=\?UTF-8\?B\?[A-Za-z0-9+/=]*\?=?)+/i.exec(header)?.[0] ?? '';
  return [...words.matchAll(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?/gi)]
    .map((word) => Buffer.from(word[1] ?? '', 'base64').toString('utf8'))
    .join('');
}

describeEachDialect('account mails in the console language', (server) => {
  it('writes the confirmation mail, and a resent one, in the language of the request', async () => {
    const client = server().client();
    const russian = { headers: { 'accept-language': 'ru' } };
    await client.post(
      '/api/user/register/',
      { email: 'ivan@example.com', password: 'ivan-Pass-1' },
      russian,
    );
    await client.post(
      RESEND,
      { email: 'ivan@example.com' },
      { headers: { 'accept-language': 'uk' } },
    );
    const mails = () =>
      server().smtp.messages.filter((mail) => mail.to.includes('ivan@example.com'));
    await eventually('both mails', () => (mails().length === 2 ? true : undefined));
    expect(mails().map((mail) => subjectOf(mail.text))).toEqual([
      'Подтвердите аккаунт RouteLab',
      'Підтвердьте акаунт RouteLab',
    ]);
  });
});

describeEachDialect('resending the confirmation mail while mail is down', (server) => {
  it('still answers the same, revealing nothing', async () => {
    const client = server().client();
    await client.post('/api/user/register/', {
      email: 'down@example.com',
      password: 'down-Pass-1',
    });
    await server().smtp.tokenFor('down@example.com', '/register/confirm');
    await server().smtp.close();
    const response = await client.post(RESEND, { email: 'down@example.com' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(sameAnswer);
  });
});
