import { CommandStatus, commandStatusName, type PduOf, type ResponseOf } from '@routelab/smpp';
import type { PartAnswer } from '../../modules/smsc-messages/part-updates.js';

export const UNANSWERED =
  'No submit_sm_resp before the connection ended; not resent, since the SMSC may have accepted it.';

/** Refusals that say "not now": the part is sent again after a pause. */
const RETRY_LATER: ReadonlySet<number> = new Set([
  CommandStatus.ESME_RTHROTTLED,
  CommandStatus.ESME_RMSGQFUL,
  CommandStatus.ESME_RINVBNDSTS,
]);

export function isRetryLater(response: ResponseOf<'submit_sm'>): boolean {
  return response.command !== 'generic_nack' && RETRY_LATER.has(response.commandStatus);
}

type Wire = NonNullable<PartAnswer['sent']>;

/** What a submit_sm_resp (or generic_nack) means for the part. */
export function answerOf(response: ResponseOf<'submit_sm'>, sent: Wire, at: number): PartAnswer {
  const ok = response.command !== 'generic_nack' && response.commandStatus === 0;
  return {
    status: ok ? 'submitted' : 'failed',
    sent,
    commandStatus: response.commandStatus,
    messageId: ok ? (response as PduOf<'submit_sm_resp'>).message_id : null,
    error: ok ? null : `${response.command} ${commandStatusName(response.commandStatus)}`,
    at,
  };
}

/** No response: the connection ended or the response timed out. */
export function unanswered(sent: Wire, at: number): PartAnswer {
  return { status: 'unknown', sent, commandStatus: null, messageId: null, error: UNANSWERED, at };
}
