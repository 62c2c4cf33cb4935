import { useCallback } from 'react';
import { localOfIso } from './local-date-time';
import { formatLocalDateTime } from './localized-date-time';
import { useDateTimePattern } from './use-date-time-pattern';

/**
 * An instant written the console's one way, as its date filters are (26.11.2026, 14:05 in ru and
 * uk, 11/26/2026, 14:05 in en), in the browser's time zone.
 */
export function useFormatDateTime(): (iso: string) => string {
  const { pattern } = useDateTimePattern();
  return useCallback((iso: string) => formatLocalDateTime(localOfIso(iso), pattern), [pattern]);
}
