/** Milliseconds from one timestamp to another, or null when either is missing. */
export function elapsedMs(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  const ms = Date.parse(to) - Date.parse(from);
  return Number.isFinite(ms) ? ms : null;
}

/** 850 ms, 4.2 sec, 3 min 5 sec (ru: 850 мс, 4,2 с): short enough for a table cell. */
export function formatDuration(ms: number | null, language: string | undefined): string {
  if (ms === null) return '—';
  const amount = (value: number, unit: 'millisecond' | 'second' | 'minute', digits = 0) =>
    new Intl.NumberFormat(language, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value);
  if (ms < 1000) return amount(ms, 'millisecond');
  if (ms < 60_000) return amount(ms / 1000, 'second', 1);
  const minutes = Math.floor(ms / 60_000);
  return `${amount(minutes, 'minute')} ${amount(Math.round((ms % 60_000) / 1000), 'second')}`;
}
