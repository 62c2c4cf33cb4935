import { CSRF_COOKIE } from '@routelab/shared';

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

let pending: Promise<void> | undefined;

/**
 * The server sets `csrftoken` on any response to a client that lacks it (DESIGN.md section 5),
 * so one GET is enough when the cookie is missing. Concurrent callers share that GET.
 */
export async function ensureCsrfToken(): Promise<string | undefined> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  pending ??= fetch('/api/health/', { credentials: 'include' })
    .then(() => undefined)
    .finally(() => {
      pending = undefined;
    });
  await pending;
  return readCookie(CSRF_COOKIE);
}
