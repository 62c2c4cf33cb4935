import { MINUTES_PER_UNIT, type smppTimeInputSchema } from '@routelab/shared';
import { formatAbsoluteSmppTime, formatRelativeSmppTime } from '@routelab/smpp';
import type { z } from 'zod';

/** A validity period or schedule as the submit_sm carries it: SMPP time, '' for none. */
export function toSmppTime(time: z.output<typeof smppTimeInputSchema>): string {
  if (typeof time === 'string') return time;
  if (time.type === 'absolute') return formatAbsoluteSmppTime(new Date(time.at));
  return formatRelativeSmppTime(time.amount * MINUTES_PER_UNIT[time.unit] * 60);
}
