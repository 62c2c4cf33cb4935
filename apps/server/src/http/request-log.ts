import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry secrets: the token of a mailed link (/reset-password?token=…), the
 * API key Kannel-style sendsms takes as its password (/cgi-bin/sendsms?password=…).
 */
const SECRET_QUERY = /([?&](?:token|password)=)[^&#]*/gi;

/** A URL as logged: a mailed link's token is live, so it never reaches the log. */
export function urlForLog(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
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
