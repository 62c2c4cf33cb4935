import { expect, it } from 'vitest';
import { describeEachDialect } from './support/dialects.js';
import type { ReceivedMail } from './support/smtp-sink.js';
import { PUBLIC_URL } from './support/test-server.js';

const language = (code: string) => ({ headers: { 'accept-language': code } });

/** The Subject, from nodemailer's base64 encoded words (ASCII subjects stay as they are). */
function subjectOf(source: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(source)?.[1] ?? '';
  const words = [...line.matchAll(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?/gi)];
  if (words.length === 0) return line.trim();
  return words.map((word) => Buffer.from(word[1] ?? '', 'base64').toString('utf8')).join('');
}

/**
 * The text/plain part, decoded: base64, or quoted-printable (which the sink has undone byte by
 * byte, so its UTF-8 is read again from those bytes).
 */
function plainTextOf(source: string): string {
  const start = source.search(/^Content-Type: text\/plain/im);
  const part = source.slice(start);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const body = part
    .slice(headerEnd)
    .split(/\r?\n--/)[0]!
    .trim();
  const text = /Content-Transfer-Encoding: base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : Buffer.from(body, 'latin1').toString('utf8');
  return text.replace(/\r\n/g, '\n');
}

describeEachDialect('security notice mails', (server) => {
  /**
   * The change's minute as the notice writes it (`2026-12-02 11:40 UTC`), given the clock read
   * before the request: the request may cross into the next minute, never further.
   */
  const minutes = (before: number) =>
    [before, before + 60_000].map(
      (ms) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );
  /** Expects one of `sentences` (one per possible minute) in the text. */
  const expectOneOf = (text: string, sentences: string[]) =>
    expect(
      sentences.some((sentence) => text.includes(sentence)),
      `${text}\n${sentences[0]}`,
    ).toBe(true);
  const mailsTo = (address: string) =>
    server().smtp.messages.filter((mail: ReceivedMail) => mail.to.includes(address));
  /** Reads the one notice to the address, in a form the test can read. */
  function noticeTo(address: string, subject: string) {
    const found = mailsTo(address).filter((mail) => subjectOf(mail.text) === subject);
    expect(found, `one "${subject}" to ${address}`).toHaveLength(1);
    return { source: found[0]!.text, text: plainTextOf(found[0]!.text) };
  }
  /** No link with a token, no password, nothing but the notice. */
  function expectNoSecrets(source: string, secrets: string[]) {
    expect(source).not.toMatch(/token=/i);
    for (const secret of secrets) expect(source).not.toContain(secret);
  }

  it('tells the account of a password change, in the language of the request', async () => {
    const client = await server().signedInClient('notice.change@example.com', 'first-Pass-1');
    const before = server().clock.now();
    const changed = await client.post(
      '/api/user/password-change/',
      { old_password: 'first-Pass-1', new_password: 'second-Pass-2' },
      language('ru'),
    );
    expect(changed.status).toBe(200);
    const { source, text } = noticeTo(
      'notice.change@example.com',
      'Пароль вашего аккаунта RouteLab изменён',
    );
    expectOneOf(
      text,
      minutes(before).map(
        (at) => `Пароль вашего аккаунта RouteLab изменён ${at.replace(' ', ' в ')}.`,
      ),
    );
    expect(text).toContain('Если это были не вы, немедленно сбросьте пароль по ссылке ниже.');
    expect(text).toContain(`Сбросить пароль:\n${PUBLIC_URL}/forgot-password`);
    expectNoSecrets(source, ['first-Pass-1', 'second-Pass-2']);

    // A refused change tells nobody.
    const sent = mailsTo('notice.change@example.com').length;
    const refused = await client.post('/api/user/password-change/', {
      old_password: 'wrong-Pass-0',
      new_password: 'third-Pass-3',
    });
    expect(refused.status).toBe(400);
    expect(mailsTo('notice.change@example.com')).toHaveLength(sent);
  });

  it('tells the account of a password reset', async () => {
    await server().createUser('notice.reset@example.com', 'first-Pass-1');
    const anonymous = server().client();
    await anonymous.post('/api/user/reset-password/', { email: 'notice.reset@example.com' });
    const token = await server().smtp.tokenFor('notice.reset@example.com', '/reset-password');
    const before = server().clock.now();
    const reset = await anonymous.post(
      '/api/user/reset-password/confirm/',
      { token, password: 'reset-Pass-2' },
      language('uk'),
    );
    expect(reset.status).toBe(200);
    const { source, text } = noticeTo(
      'notice.reset@example.com',
      'Пароль вашого акаунта RouteLab змінено',
    );
    expectOneOf(
      text,
      minutes(before).map(
        (at) => `Пароль вашого акаунта RouteLab змінено ${at.replace(' ', ' о ')}.`,
      ),
    );
    expect(text).toContain('Якщо це були не ви, негайно скиньте пароль за посиланням нижче.');
    expectNoSecrets(source, ['first-Pass-1', 'reset-Pass-2', token]);
  });

  it('tells the old address of an e-mail change, and not the new one', async () => {
    const client = await server().signedInClient('notice.old@example.com', 'email-Pass-1');
    await client.post('/api/user/email-change/', {
      email: 'notice.new@example.com',
      password: 'email-Pass-1',
    });
    const token = await server().smtp.tokenFor('notice.new@example.com', '/email-change/confirm');
    // Nothing reaches the old address before the change is confirmed.
    expect(mailsTo('notice.old@example.com')).toEqual([]);
    const before = server().clock.now();
    const confirmed = await client.post(
      '/api/user/email-change/confirm/',
      { token },
      language('en'),
    );
    expect(confirmed.status).toBe(200);
    const { source, text } = noticeTo(
      'notice.old@example.com',
      'The e-mail address of your RouteLab account was changed',
    );
    expectOneOf(
      text,
      minutes(before).map(
        (at) =>
          `The e-mail address of your RouteLab account was changed on ${at}; this address no longer signs in to it.`,
      ),
    );
    expect(text).toContain('If this was not you, contact the RouteLab administrator at once.');
    expect(text).toContain(`Open RouteLab:\n${PUBLIC_URL}/login`);
    expectNoSecrets(source, ['email-Pass-1', 'notice.new@example.com', token]);
    expect(mailsTo('notice.new@example.com')).toEqual([]);
  });

  it('keeps the change when the notice cannot be sent', async () => {
    const client = await server().signedInClient('notice.down@example.com', 'down-Pass-1');
    await server().smtp.close();
    const changed = await client.post('/api/user/password-change/', {
      old_password: 'down-Pass-1',
      new_password: 'down-Pass-2',
    });
    expect(changed.status).toBe(200);
    await server().client().login('notice.down@example.com', 'down-Pass-2');
  });
});
