import { describe, expect, it } from 'vitest';
import { emailChangeMail, registrationMail, resetPasswordMail } from './messages.js';

const LINK = 'http://localhost:3000/register/confirm?token=abc';

describe('account mails', () => {
  it('are written in the language of the request that asked for them', () => {
    const ru = registrationMail('ada@example.com', LINK, 'ru');
    expect(ru.subject).toBe('Подтвердите аккаунт RouteLab');
    expect(ru.text).toContain('Подтвердить адрес e-mail:\n' + LINK);
    expect(ru.text).toContain('Ссылка действует один раз');
    expect(ru.html).toContain('Добро пожаловать в RouteLab');
    expect(resetPasswordMail('ada@example.com', LINK, 'uk').subject).toBe(
      'Скидання пароля RouteLab',
    );
    expect(emailChangeMail('ada@example.com', LINK, 'uk').text).toContain(
      'Підтвердити нову адресу:',
    );
  });

  it('stay in English for English', () => {
    const en = registrationMail('ada@example.com', LINK, 'en');
    expect(en.subject).toBe('Confirm your RouteLab account');
    expect(en.text).toContain('The link works once and expires in 24 hours.');
  });
});
