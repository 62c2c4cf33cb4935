import { formatUsd, type Language } from '@routelab/shared';
import { noticeMail } from '../../mail/messages.js';
import { dayOf, refundSentence } from './preview-texts.js';

/** The five dedicated SMPP notices (issue 24), each linking to the console page. */
export type DedicatedSmppNotice =
  | { kind: 'created'; port: number; chargeMicros: number; renewsOn: number }
  | { kind: 'renewed'; chargeMicros: number; periodEnd: number }
  | { kind: 'renewal-failed'; chargeMicros: number; graceUntil: number }
  | { kind: 'suspended'; chargeMicros: number }
  | { kind: 'cancelled'; refundMicros: number; unusedDays: number };

const ACTION = 'Open Dedicated SMPP';

function english(notice: DedicatedSmppNotice): { subject: string; sentences: string[] } {
  switch (notice.kind) {
    case 'created':
      return {
        subject: 'Your dedicated SMPP is ready',
        sentences: [
          `Your dedicated SMPP listener is open on port ${notice.port}.`,
          `You were charged ${formatUsd(notice.chargeMicros)}; it renews on ${dayOf(notice.renewsOn)}.`,
        ],
      };
    case 'renewed':
      return {
        subject: 'Your dedicated SMPP was renewed',
        sentences: [
          `Your dedicated SMPP was renewed for ${formatUsd(notice.chargeMicros)} until ${dayOf(notice.periodEnd)}.`,
        ],
      };
    case 'renewal-failed':
      return {
        subject: 'Your dedicated SMPP renewal failed',
        sentences: [
          `Your balance did not cover the renewal of your dedicated SMPP (${formatUsd(notice.chargeMicros)}).`,
          `Its listener keeps working until ${dayOf(notice.graceUntil)}; top up by then to keep it.`,
        ],
      };
    case 'suspended':
      return {
        subject: 'Your dedicated SMPP is suspended',
        sentences: [
          'Your dedicated SMPP is suspended and its listener is closed.',
          `Top up ${formatUsd(notice.chargeMicros)} to resume it at once.`,
        ],
      };
    case 'cancelled':
      return {
        subject: 'Your dedicated SMPP is cancelled',
        sentences: [
          'Your dedicated SMPP is cancelled and its listener is closed.',
          refundSentence(notice.refundMicros, notice.unusedDays),
        ],
      };
  }
}

export const dedicatedSmppMail = (
  to: string,
  consoleUrl: string,
  language: Language,
  notice: DedicatedSmppNotice,
) => noticeMail(to, consoleUrl, language, { ...english(notice), action: ACTION });
