import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../errors/domain-errors.js';
import { domainErrorResponse } from './domain-error-response.js';
import { HttpError } from './errors.js';
import { requestMessages } from './request-messages.js';

/**
 * Every error leaves as JSON: a service's DomainError as domain-error-response.ts maps it,
 * HttpError as built, Fastify's own client errors (malformed JSON, body too large, unsupported
 * media type) as `{"detail"}` with their status and one of our translated texts (never Fastify's
 * English one), the rest as 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      const { status, body, headers } = domainErrorResponse(error);
      return reply.status(status).headers(headers).send(body);
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, error.message);
      return reply.status(status).send({ detail: clientMessage(error, status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: requestMessages.internal });
  });
}

function clientMessage(error: FastifyError, status: number): string {
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return 'Malformed JSON in the request body: the body is empty.';
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return 'Malformed JSON in the request body.';
  }
  if (status === 413) return 'Request body is too large.';
  if (status === 415) return `Unsupported content type; send application/json.`;
  if (status === 404) return requestMessages.notFound;
  if (status === 400) return requestMessages.malformed;
  return requestMessages.notProcessed;
}
