import { CSRF_COOKIE } from '@routelab/shared';
import { readChecked, type RouteContracts } from './route-contracts.js';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the response is not JSON; checked against the route's schema. */
  body: T;
}

export interface RequestOptions {
  json?: unknown;
  /** A raw body (string or FormData); sent as is. */
  body?: string | FormData;
  headers?: Record<string, string>;
  /** Send the X-CSRFToken header on unsafe methods (default true). */
  csrf?: boolean;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One browser-like client: keeps its cookies and answers the CSRF check like the console does.
 * Every answer is checked against the contract of the route that gave it (the response schema
 * it declares for that status, or the error shapes), so a test fails on a body its route does
 * not declare.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    /** null leaves answers unchecked (benchmarks, where the check would cost the server's CPU). */
    readonly contracts: RouteContracts | null,
  ) {}

  get<T = unknown>(path: string, options: RequestOptions = {}) {
    return this.request<T>('GET', path, options);
  }

  post<T = unknown>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { json, ...options });
  }

  put<T = unknown>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { json, ...options });
  }

  delete<T = unknown>(path: string, options: RequestOptions = {}) {
    return this.request<T>('DELETE', path, options);
  }

  async login(email: string, password: string): Promise<ApiResponse> {
    const response = await this.post('/api/user/login/', { email, password });
    if (response.status !== 200) {
      throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return response;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (UNSAFE.has(method) && options.csrf !== false) {
      if (!this.cookies.has(CSRF_COOKIE)) await this.get('/api/health/');
      headers['x-csrftoken'] ??= this.cookies.get(CSRF_COOKIE) ?? '';
    }
    let body: string | FormData | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const url = new URL(path, this.baseUrl);
    const response = await fetch(url, { method, headers, body });
    this.storeCookies(response.headers);
    // Only the server's own answers have its contracts.
    const contracts = url.origin === new URL(this.baseUrl).origin ? this.contracts : null;
    return {
      status: response.status,
      headers: response.headers,
      body: (await readChecked(contracts, method, url.pathname, response)).body as T,
    };
  }

  private storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
