const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * A span of time in the language's short units, its two largest parts ("2 d 5 h", "3 min 4 s"),
 * so an uptime reads at a glance.
 */
export function durationText(ms: number, language: string | undefined): string {
  let seconds = Math.max(0, Math.floor(ms / 1000));
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const count = Math.floor(seconds / size);
    seconds -= count * size;
    if (count > 0 || (unit === 'second' && parts.length === 0)) {
      parts.push(
        new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(
          count,
        ),
      );
    }
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}
