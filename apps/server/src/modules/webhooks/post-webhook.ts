import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

/** The first bytes of a response kept in the delivery log. */
export const EXCERPT_BYTES = 500;

export interface PostRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Whether the server may connect to this address (the gateways' network policy). */
  allows: (address: string) => boolean;
}

/** How the receiver answered, or why it could not. */
export type PostResult =
  | { kind: 'response'; status: number; excerpt: string }
  | { kind: 'error'; message: string; timedOut?: boolean };

/**
 * POSTs a webhook body and reads the start of the answer. Names are resolved here and every
 * address is checked against `allows` before the connection is opened, like a gateway's host.
 */
export function postWebhook(request: PostRequest): Promise<PostResult> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Promise.resolve({ kind: 'error', message: 'Invalid URL' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.resolve({ kind: 'error', message: 'Only http and https URLs are called' });
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !request.allows(host)) {
    return Promise.resolve({ kind: 'error', message: 'Address not allowed' });
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'Content-Length': Buffer.byteLength(request.body) },
        lookup: checkedLookup(request.allows),
      },
      (res) => readExcerpt(res, finish),
    );
    // One deadline for the whole exchange: connecting, sending and the answer's head.
    const timer = setTimeout(() => {
      finish({
        kind: 'error',
        message: `Timed out after ${request.timeoutMs} ms`,
        timedOut: true,
      });
      req.destroy();
    }, request.timeoutMs);
    req.on('error', (error) => finish({ kind: 'error', message: error.message }));
    req.end(request.body);
  });
}

function readExcerpt(res: IncomingMessage, finish: (result: PostResult) => void): void {
  const status = res.statusCode ?? 0;
  const chunks: Buffer[] = [];
  let size = 0;
  const done = () =>
    finish({
      kind: 'response',
      status,
      excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'),
    });
  res.on('data', (chunk: Buffer) => {
    if (size >= EXCERPT_BYTES) return;
    chunks.push(chunk);
    size += chunk.length;
    // Enough read: the rest of a large answer is not waited for.
    if (size >= EXCERPT_BYTES) {
      done();
      res.destroy();
    }
  });
  res.on('end', done);
  res.on('error', done);
}

/** dns.lookup that refuses addresses the policy does not allow. */
function checkedLookup(allows: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const list = addresses as LookupAddress[];
      const allowed = list.filter((entry) => allows(entry.address));
      if (allowed.length === 0) {
        callback(new Error(`Address not allowed: ${hostname}`), '', 0);
        return;
      }
      if (options.all) callback(null, allowed);
      else callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}
