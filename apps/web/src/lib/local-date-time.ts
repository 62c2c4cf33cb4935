/**
 * A `datetime-local` value (local time) as the ISO 8601 instant the API expects; undefined for ''
 * or text that names no time.
 */
export function isoOfLocal(local: string): string | undefined {
  if (!local) return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/** An ISO 8601 instant as a local `YYYY-MM-DDTHH:mm` value (the inverse of `isoOfLocal`). */
export function localOfIso(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  return new Date(time.getTime() - time.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
