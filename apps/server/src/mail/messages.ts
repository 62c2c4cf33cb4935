import type { MailMessage } from './mailer.js';

/** The account mails: plain text plus a minimal HTML twin. */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function compose(to: string, subject: string, intro: string, action: string, link: string) {
  const outro =
    'The link works once and expires in 24 hours. If this was not you, ignore this mail.';
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${action}:\n${link}\n\n${outro}\n\nRouteLab\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(outro)}</p><p>RouteLab</p>`,
  } satisfies MailMessage;
}

export const registrationMail = (to: string, link: string) =>
  compose(
    to,
    'Confirm your RouteLab account',
    'Welcome to RouteLab. Please confirm your e-mail address to activate your account.',
    'Confirm your e-mail address',
    link,
  );

export const resetPasswordMail = (to: string, link: string) =>
  compose(
    to,
    'Reset your RouteLab password',
    'Someone asked to reset the password of your RouteLab account.',
    'Choose a new password',
    link,
  );

export const emailChangeMail = (to: string, link: string) =>
  compose(
    to,
    'Confirm your new RouteLab e-mail address',
    'Please confirm that this is the new e-mail address of your RouteLab account.',
    'Confirm the new address',
    link,
  );
