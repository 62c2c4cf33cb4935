/**
 * A `datetime-local` value (local time) as the ISO 8601 instant the API expects; undefined for ''
 * or text that names no time.
 */
export function isoOfLocal(local: string): string | undefined {
  if (!local) return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}
