/** Milliseconds from one timestamp to another, or null when either is missing. */
export function elapsedMs(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  const ms = Date.parse(to) - Date.parse(from);
  return Number.isFinite(ms) ? ms : null;
}

/** 850 ms, 4.2 s, 3 min 5 s: short enough for a table cell. */
export function formatDuration(ms: number | null, language: string | undefined): string {
  if (ms === null) return '—';
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (ms < 1000) return `${number(ms)} ms`;
  if (ms < 60_000) return `${number(ms / 1000, 1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${number(minutes)} min ${number(Math.round((ms % 60_000) / 1000))} s`;
}
