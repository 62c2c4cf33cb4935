import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { i18n } from './i18n';

interface Call {
  url: string;
  init: RequestInit;
}

function stubFetch(respond: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  });
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const clearCsrfCookie = () => {
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearCsrfCookie();
});

describe('apiRequest', () => {
  it('sends cookies and the UI language', async () => {
    await i18n.changeLanguage('ru');
    const calls = stubFetch(() => json(200, { ok: true }));
    await apiRequest('/api/user/profile/', { query: { page: 2, search: '' } });
    const call = calls[0];
    expect(call?.url).toBe('/api/user/profile/?page=2');
    expect(call?.init.credentials).toBe('include');
    expect(new Headers(call?.init.headers).get('Accept-Language')).toBe('ru');
    expect(new Headers(call?.init.headers).has('X-CSRFToken')).toBe(false);
    await i18n.changeLanguage('en');
  });

  it('sends the csrftoken cookie as X-CSRFToken on unsafe methods', async () => {
    document.cookie = 'csrftoken=abc123; path=/';
    const calls = stubFetch(() => json(200, {}));
    await apiRequest('/api/user/logout/', { method: 'POST' });
    expect(new Headers(calls[0]?.init.headers).get('X-CSRFToken')).toBe('abc123');
  });

  it('fetches the cookie with a GET first when it is missing', async () => {
    const calls = stubFetch((call) => {
      if (call.url === '/api/health/') document.cookie = 'csrftoken=fresh; path=/';
      return json(200, {});
    });
    await apiRequest('/api/user/login/', { method: 'POST', body: { email: 'a@b.io' } });
    expect(calls.map((call) => call.url)).toEqual(['/api/health/', '/api/user/login/']);
    expect(new Headers(calls[1]?.init.headers).get('X-CSRFToken')).toBe('fresh');
    expect(calls[1]?.init.body).toBe('{"email":"a@b.io"}');
  });

  it('turns error responses into ApiErrors with field messages', async () => {
    stubFetch(() => json(400, { email: ['Enter a valid e-mail address'], detail: 'Bad.' }));
    const error = await apiRequest('/api/user/register/', { method: 'GET' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      detail: 'Bad.',
      fieldErrors: { email: ['Enter a valid e-mail address'] },
    });
  });

  it('reports a failed network as status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/user/profile/')).rejects.toMatchObject({ status: 0 });
  });
});
