import { toFieldErrors } from '@routelab/shared';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError, notFound } from './errors.js';

/**
 * Route schemas are the shared zod contracts (`fastify-type-provider-zod` types the handlers and
 * the OpenAPI document comes from them). A failure answers as the hand-written checks did: a body
 * that is not an object or breaks the contract is 400 with field messages, a path naming nothing
 * is 404 ("Not found.", as for another user's object).
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    if (httpPart === 'body' && (typeof data !== 'object' || data === null || Array.isArray(data))) {
      return { error: badRequest('Expected a JSON object in the request body.') };
    }
    const result = schema.safeParse(httpPart === 'querystring' ? (data ?? {}) : data);
    if (result.success) return { value: result.data };
    return {
      error: httpPart === 'params' ? notFound() : new HttpError(400, toFieldErrors(result.error)),
    };
  };
};

/**
 * Response schemas document what is sent; they do not filter it. Serializing through zod would
 * drop undeclared fields or answer 500 when a schema lags behind its service, so replies stay
 * exactly as JSON.stringify writes them (what the routes sent before they had schemas).
 */
const serializeAsIs = () => (data: unknown) => JSON.stringify(data);

/**
 * Validation runs before the handler, but today's answers check in the handler's order: sign-in
 * (401) and ownership (404) before the body (400). Each route's failure is therefore attached to
 * the request and thrown where the handler reads the part (`bodyOf`, `queryOf`, `paramsOf`).
 */
export function registerRouteValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeAsIs);
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (schema?.body || schema?.querystring || schema?.params) route.attachValidation = true;
  });
}

/** The request's validated parts; the first invalid one (params, body, query) is thrown. */
function valid<R extends FastifyRequest>(request: R): R {
  if (request.validationError) throw request.validationError;
  return request;
}

export const bodyOf = <R extends FastifyRequest>(request: R): R['body'] => valid(request).body;
export const queryOf = <R extends FastifyRequest>(request: R): R['query'] => valid(request).query;
export const paramsOf = <R extends FastifyRequest>(request: R): R['params'] =>
  valid(request).params;
