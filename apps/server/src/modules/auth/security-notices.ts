import type { Language } from '@routelab/shared';
import type { MailMessage } from '../../mail/mailer.js';
import { noticeMail } from '../../mail/messages.js';

/** `2026-12-02 11:40 UTC`: the digits are matched by the catalogs' `{n}`. */
const minuteOf = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Security notices (issue 36): what changed and when, never a token, a password or the new
 * address (the old address may no longer be its owner's), with a way to act if it was not them.
 */
export function emailChangedNotice(
  oldAddress: string,
  publicUrl: string,
  language: Language,
  at: number,
): MailMessage {
  return noticeMail(oldAddress, `${publicUrl}/login`, language, {
    subject: 'The e-mail address of your RouteLab account was changed',
    sentences: [
      `The e-mail address of your RouteLab account was changed on ${minuteOf(at)}; this address no longer signs in to it.`,
      'If this was not you, contact the RouteLab administrator at once.',
    ],
    action: 'Open RouteLab',
  });
}

export function passwordChangedNotice(
  address: string,
  publicUrl: string,
  language: Language,
  at: number,
): MailMessage {
  return noticeMail(address, `${publicUrl}/forgot-password`, language, {
    subject: 'The password of your RouteLab account was changed',
    sentences: [
      `The password of your RouteLab account was changed on ${minuteOf(at)}.`,
      'If this was not you, reset your password at once with the link below.',
    ],
    action: 'Reset your password',
  });
}
