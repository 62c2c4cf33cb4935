import {
  CommandStatus,
  commandStatusName,
  SmppTimeoutError,
  type PduOf,
  type ResponseOf,
} from '@routelab/smpp';
import type { PartAnswer } from '../ports/gateway-parts.js';

const NOT_RESENT = 'not resent, since the SMSC may have accepted it.';
export const UNANSWERED = `No submit_sm_resp before the connection ended; ${NOT_RESENT}`;

/** The bind stays up when a response is late: saying the connection ended would mislead. */
const lateText = (timeoutMs: number) =>
  `No submit_sm_resp within ${timeoutMs / 1000} s (the bind stayed up); ${NOT_RESENT}`;

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

/** No response: the response timed out (`reason`), or the connection ended. */
export function unanswered(sent: Wire, at: number, reason: unknown): PartAnswer {
  const error = reason instanceof SmppTimeoutError ? lateText(reason.timeoutMs) : UNANSWERED;
  return { status: 'unknown', sent, commandStatus: null, messageId: null, error, at };
}
