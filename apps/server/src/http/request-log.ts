import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry secrets: the token of a mailed link (/reset-password?token=…), the
 * API key Kannel-style sendsms takes as its password (/cgi-bin/sendsms?password=…), and an API
 * key a client puts in the query by habit (`?api_key=`, `?key=`…): no route reads it there, but
 * its URL is logged all the same.
 */
const SECRET_QUERY = /([?&](?:token|password|api_?key|key|access_token)=)[^&#]*/gi;

/** An API key wherever else it appears (a path segment, a parameter of another name). */
const API_KEY_SHAPED = /rl_[A-Za-z0-9_-]{40}/g;

/** A URL as logged: a mailed link's token is live, so it never reaches the log. */
export function urlForLog(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(API_KEY_SHAPED, '[redacted]');
}

/** Fastify's own request serializer, with the URL's secrets redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
