import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { AddressNotAllowedError } from './checked-lookup.js';
import { bareHost } from './url-refusal.js';

/** One request of a call (the first, or one redirect hop). */
export interface Exchange {
  url: URL;
  method: 'GET' | 'POST';
  headers: Readonly<Record<string, string>>;
  body?: string;
  lookup: LookupFunction;
  /** Aborted when the call's time is up. */
  signal: AbortSignal;
  /** Read at most this much of the answer's body, then stop. */
  maxBodyBytes: number;
}

export type ExchangeResult =
  | { kind: 'response'; status: number; excerpt: string; location: string | undefined }
  | { kind: 'error'; message: string; refused: boolean }
  | { kind: 'aborted' };

/**
 * Sends one request on a connection of its own (nothing, a socket or a cookie, is shared between
 * calls) and reads the start of the answer. The socket goes where `lookup` says, to an address it
 * checked; a literal host was checked before (url-refusal.ts).
 */
export function exchange(request: Exchange): Promise<ExchangeResult> {
  const { url, signal } = request;
  if (signal.aborted) return Promise.resolve({ kind: 'aborted' });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: ExchangeResult) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      resolve(result);
      // What is left of the answer is not waited for.
      outgoing.destroy();
    };
    const onAbort = () => finish({ kind: 'aborted' });
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      {
        protocol: url.protocol,
        hostname: bareHost(url),
        ...(url.port !== '' && { port: Number(url.port) }),
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers:
          request.body === undefined
            ? request.headers
            : { ...request.headers, 'Content-Length': Buffer.byteLength(request.body) },
        lookup: request.lookup,
        agent: false,
      },
      (response) => readStart(response, request.maxBodyBytes, finish),
    );
    signal.addEventListener('abort', onAbort);
    outgoing.on('error', (error) =>
      finish({
        kind: 'error',
        message: error.message,
        refused: error instanceof AddressNotAllowedError,
      }),
    );
    outgoing.end(request.body);
  });
}

function readStart(
  response: IncomingMessage,
  maxBytes: number,
  finish: (result: ExchangeResult) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const done = () =>
    finish({
      kind: 'response',
      status: response.statusCode ?? 0,
      excerpt: Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8'),
      location: response.headers.location,
    });
  response.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= maxBytes) done();
  });
  response.on('end', done);
  // Cut off mid-body: the status and what came are still the answer.
  response.on('error', done);
  response.on('close', done);
}
