import { CSRF_COOKIE, CSRF_HEADER } from '@routelab/shared';
import type { Page } from 'playwright-core';

/**
 * One call to the console's API as the user signed in on `page` (session cookie and CSRF
 * token), for tests that need data in place without going through its dialogs.
 */
export async function callConsoleApi(
  page: Page,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body, cookie, header }) => {
      const token = document.cookie
        .split('; ')
        .find((part) => part.startsWith(`${cookie}=`))
        ?.slice(cookie.length + 1);
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', [header]: decodeURIComponent(token ?? '') },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
    },
    { method, path, body, cookie: CSRF_COOKIE, header: CSRF_HEADER },
  );
}
