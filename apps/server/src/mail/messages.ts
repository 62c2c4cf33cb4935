import type { Language } from '@routelab/shared';
import { translate } from '../i18n/translate.js';
import type { MailMessage } from './mailer.js';

/** The account mails, in the language of the request that asked for them: text plus HTML. */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface MailText {
  subject: string;
  intro: string;
  action: string;
}

const OUTRO = 'The link works once and expires in 24 hours. If this was not you, ignore this mail.';

function compose(to: string, link: string, language: Language, english: MailText) {
  const say = (text: string) => translate(text, language);
  const [intro, action, outro] = [say(english.intro), say(english.action), say(OUTRO)] as const;
  return {
    to,
    subject: say(english.subject),
    link,
    text: `${intro}\n\n${action}:\n${link}\n\n${outro}\n\nRouteLab\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(outro)}</p><p>RouteLab</p>`,
  } satisfies MailMessage;
}

export const registrationMail = (to: string, link: string, language: Language) =>
  compose(to, link, language, {
    subject: 'Confirm your RouteLab account',
    intro: 'Welcome to RouteLab. Please confirm your e-mail address to activate your account.',
    action: 'Confirm your e-mail address',
  });

export const resetPasswordMail = (to: string, link: string, language: Language) =>
  compose(to, link, language, {
    subject: 'Reset your RouteLab password',
    intro: 'Someone asked to reset the password of your RouteLab account.',
    action: 'Choose a new password',
  });

export const emailChangeMail = (to: string, link: string, language: Language) =>
  compose(to, link, language, {
    subject: 'Confirm your new RouteLab e-mail address',
    intro: 'Please confirm that this is the new e-mail address of your RouteLab account.',
    action: 'Confirm the new address',
  });

/**
 * A notice about the account (no secret link): each sentence translated on its own (numbers in
 * them match the catalogs' {n}), and a link to the console page it concerns.
 */
export function noticeMail(
  to: string,
  link: string,
  language: Language,
  english: { subject: string; sentences: readonly string[]; action: string },
): MailMessage {
  const say = (text: string) => translate(text, language);
  const body = english.sentences.map(say).join(' ');
  const action = say(english.action);
  return {
    to,
    subject: say(english.subject),
    link,
    text: `${body}\n\n${action}:\n${link}\n\nRouteLab\n`,
    html:
      `<p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>RouteLab</p>`,
  };
}
