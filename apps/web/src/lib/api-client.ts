import { CSRF_HEADER } from '@routelab/shared';
import type { z } from 'zod';
import { ApiError, errorFromBody } from './api-error';
import { ensureCsrfToken } from './csrf';
import { i18n } from './i18n';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | undefined>;

interface RequestOptions<T> {
  method?: Method;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  query?: Query;
  /** Checks the response against the shared contract. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

const SAFE_METHODS: readonly Method[] = ['GET'];

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls the API: cookies sent, `Accept-Language` is the UI language, `X-CSRFToken` on unsafe
 * methods, and no timeout (spec section 9). Failures become `ApiError`s carrying field errors.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  return (await apiResponse(path, options)).data;
}

/** The same, with the response headers (a list whose total is a header, e.g. X-Total-Count). */
export async function apiResponse<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<{ data: T; headers: Headers }> {
  const method = options.method ?? 'GET';
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'en',
  });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (!SAFE_METHODS.includes(method)) {
    const token = await ensureCsrfToken();
    if (token) headers.set(CSRF_HEADER, token);
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, i18n.t('errors.network'));
  }

  const data = await readBody(response);
  if (!response.ok) throw errorFromBody(response.status, data);
  return {
    data: options.schema ? options.schema.parse(data) : (data as T),
    headers: response.headers,
  };
}
