import { CommandStatus, parseSmppTime, resolveSmppTime } from '@routelab/smpp';
import { NO_TIMES, type SubmitTimes } from '../dlr/report-plan.js';

/** The time fields of submit_sm, submit_multi and replace_sm. */
export interface TimeFields {
  schedule_delivery_time: string;
  validity_period: string;
}

/** A malformed time field: the submit is refused with this command_status. */
export interface TimeRefusal {
  refusal: number;
}

/** One SMPP time field as a moment, null when empty, undefined when malformed. */
function momentOf(value: string, now: number): number | null | undefined {
  if (value === '') return null;
  const time = parseSmppTime(value);
  return time && resolveSmppTime(time, now);
}

/**
 * schedule_delivery_time and validity_period as moments (relative ones counted from `now`), or
 * the refusal a malformed one gets: ESME_RINVSCHED / ESME_RINVEXPIRY. Most submits leave both
 * empty and share NO_TIMES.
 */
export function readSubmitTimes(pdu: TimeFields, now: number): SubmitTimes | TimeRefusal {
  if (pdu.schedule_delivery_time === '' && pdu.validity_period === '') return NO_TIMES;
  const scheduledAt = momentOf(pdu.schedule_delivery_time, now);
  if (scheduledAt === undefined) return { refusal: CommandStatus.ESME_RINVSCHED };
  const validUntil = momentOf(pdu.validity_period, now);
  if (validUntil === undefined) return { refusal: CommandStatus.ESME_RINVEXPIRY };
  return { scheduledAt, validUntil };
}
