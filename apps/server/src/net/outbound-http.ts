import type { LookupFunction } from 'node:net';
import { checkedLookup, systemResolve, type Resolve } from './checked-lookup.js';
import { exchange } from './http-exchange.js';
import { urlRefusal, urlTextRefusal, type UrlRefusal } from './url-refusal.js';

/** The first bytes of an answer kept (the webhook delivery log shows them). */
export const EXCERPT_BYTES = 500;

interface CommonRequest {
  url: string;
  headers?: Readonly<Record<string, string>>;
  /** For the whole call: connecting, sending, every redirect and reading the answer. */
  timeoutMs: number;
}

/**
 * A GET may follow redirects, each hop held to the same rules as the first; a POST never does
 * (its 3xx is the answer), so a body is never sent on to where the receiver points.
 */
export type OutboundRequest =
  | (CommonRequest & { method: 'GET'; maxRedirects?: number })
  | (CommonRequest & { method: 'POST'; body: string });

/** How the receiver answered, or why it could not. */
export type OutboundResult =
  | { kind: 'response'; status: number; excerpt: string }
  | {
      kind: 'error';
      message: string;
      timedOut?: true;
      /** The URL (or a redirect) is one the rules never call: trying again will not help. */
      refused?: true;
    };

export interface OutboundHttpOptions {
  /** Whether the server may connect to this address (the network policy). */
  allows: (address: string) => boolean;
  /** How host names are resolved; the system's resolver by default. */
  resolve?: Resolve;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Headers that carry a credential: never sent on to another origin. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

/**
 * The one way the server calls a user-given URL (webhooks, sendsms dlr-urls): http(s) only, no
 * credentials in the URL, the network policy on every address connected to (a literal host once
 * the URL parser normalised it, a name through one checked resolution), redirects checked hop by
 * hop or not followed, one deadline, a capped read, no cookies kept or sent.
 */
export class OutboundHttp {
  private readonly lookup: LookupFunction;

  constructor(private readonly options: OutboundHttpOptions) {
    this.lookup = checkedLookup(options.allows, options.resolve ?? systemResolve);
  }

  /** Why a URL would be refused without resolving its name (for a clear answer at once). */
  refusalOf(url: string): UrlRefusal | undefined {
    return urlTextRefusal(url, this.options.allows);
  }

  async request(request: OutboundRequest): Promise<OutboundResult> {
    const first = this.refusalOf(request.url);
    if (first) return { kind: 'error', message: first.message, refused: true };
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), request.timeoutMs);
    try {
      return await this.follow(request, deadline.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  private async follow(request: OutboundRequest, signal: AbortSignal): Promise<OutboundResult> {
    const maxRedirects = request.method === 'GET' ? (request.maxRedirects ?? 0) : 0;
    let url = new URL(request.url);
    let headers = request.headers ?? {};
    for (let hop = 0; ; hop += 1) {
      const answer = await exchange({
        url,
        method: request.method,
        headers,
        ...(request.method === 'POST' && { body: request.body }),
        lookup: this.lookup,
        signal,
        maxBodyBytes: EXCERPT_BYTES,
      });
      if (answer.kind === 'aborted') {
        return {
          kind: 'error',
          message: `Timed out after ${request.timeoutMs} ms`,
          timedOut: true,
        };
      }
      if (answer.kind === 'error') {
        const prefix = hop === 0 ? '' : `Redirected to ${url.host}: `;
        return {
          kind: 'error',
          message: `${prefix}${answer.message}`,
          ...(answer.refused && { refused: true }),
        };
      }
      const { status, excerpt, location } = answer;
      if (hop >= maxRedirects || !REDIRECTS.has(status) || location === undefined) {
        return { kind: 'response', status, excerpt };
      }
      const next = URL.canParse(location, url.href) ? new URL(location, url) : undefined;
      if (!next) return { kind: 'error', message: `Redirect to an invalid URL: ${location}` };
      const refusal = urlRefusal(next, this.options.allows);
      if (refusal) {
        return {
          kind: 'error',
          message: `Redirected to ${next.host}: ${refusal.message}`,
          refused: true,
        };
      }
      if (next.origin !== url.origin) headers = withoutCredentials(headers);
      url = next;
    }
  }
}

function withoutCredentials(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name.toLowerCase())),
  );
}
