import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { headerLanguage } from '../i18n/language.js';
import { translate } from '../i18n/translate.js';
import { requestMessages } from './request-messages.js';

/**
 * Fastify's `frameworkErrors`: the router's refusals, answered before any hook runs (so the
 * translation hook too). A path segment longer than the router's limit can only be an id that
 * names nothing: 404 like any other such id; a broken percent-encoding is a malformed address.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, detail] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [404, requestMessages.notFound]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, requestMessages.badUrl]
        : [500, requestMessages.internal];
  request.log.info({ code: error.code, status }, 'request refused by the router');
  const language = headerLanguage(request);
  void reply.status(status).send({ detail: translate(detail, language) });
}

const CLIENT_ERRORS: Record<string, { status: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: '431 Request Header Fields Too Large',
    detail: requestMessages.headersTooLarge,
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: '408 Request Timeout', detail: requestMessages.timeout },
};

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses (headers over 16 KB, a
 * broken request line) get the JSON `{"detail"}` of every other error. The headers were not
 * parsed, so the language is English.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: '400 Bad Request',
    detail: requestMessages.malformed,
  };
  if (socket.writable) {
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
