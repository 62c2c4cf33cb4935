import { CommandStatus, type PduOf, type SmppSession, type UnsuccessSme } from '@routelab/smpp';
import type { MagicEffect } from '../dlr/magic-destinations.js';
import type { QueuedSubmit } from './ingest-charging.js';
import type { SubmitPdu } from './submit-content.js';

/**
 * Answers a submit_sm / data_sm once the group commit holding it has settled: ESME_RSYSERR when
 * it could not be stored, ESME_RSUBMITFAIL when its batch's charges were more than the balance,
 * its refusal, or its message id (no answer at all for the "no response" magic destination).
 */
export function answerSubmit(
  session: SmppSession,
  pdu: SubmitPdu,
  error: Error | undefined,
  item: QueuedSubmit,
  refusal: number | undefined,
  magic: MagicEffect | undefined,
  messageId: string | null,
): void {
  if (error) session.respond(pdu, { commandStatus: CommandStatus.ESME_RSYSERR });
  else if (item.uncovered) session.respond(pdu, { commandStatus: CommandStatus.ESME_RSUBMITFAIL });
  else if (refusal !== undefined) session.respond(pdu, { commandStatus: refusal });
  else if (magic?.kind !== 'no-response') session.respond(pdu, { message_id: messageId ?? '' });
}

/**
 * Answers a submit_multi once stored: the shared message id with the destinations that were
 * refused, or the first refusal when none was accepted (ESME_RSUBMITFAIL for money).
 */
export function answerMulti(
  session: SmppSession,
  pdu: PduOf<'submit_multi'>,
  error: Error | undefined,
  item: QueuedSubmit,
  sharedId: string | undefined,
  unsuccess: UnsuccessSme[],
): void {
  if (error) {
    session.respond(pdu, { commandStatus: CommandStatus.ESME_RSYSERR });
  } else if (sharedId === undefined || item.uncovered) {
    const status = item.uncovered
      ? CommandStatus.ESME_RSUBMITFAIL
      : (unsuccess[0]?.error_status_code ?? CommandStatus.ESME_RSUBMITFAIL);
    session.respond(pdu, { commandStatus: status });
  } else {
    session.respond(pdu, { message_id: sharedId, unsuccess_sme: unsuccess });
  }
}
