import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerRootRoutes } from '../../http/scopes/root-scope.js';
import { KANNEL_ANSWERS, type KannelAnswer } from './kannel-answers.js';
import type { ParameterSource } from './kannel-request.js';
import { parseQueryBytes } from './query-bytes.js';
import type { SendsmsService } from './sendsms-service.js';

export const SENDSMS_PATH = '/cgi-bin/sendsms';
/** A sendsms body holds one message's text; anything far bigger is refused unread. */
const BODY_LIMIT = 64 * 1024;

/** POST bodies that smsbox takes with its parameters in X-Kannel-* headers. */
const HEADER_BODY_TYPES = new Set(['text/plain', 'application/octet-stream']);
const FORM = 'application/x-www-form-urlencoded';

/** X-Kannel-* header names by sendsms parameter. */
const KANNEL_HEADERS: Record<string, string> = {
  username: 'x-kannel-username',
  password: 'x-kannel-password',
  from: 'x-kannel-from',
  to: 'x-kannel-to',
  smsc: 'x-kannel-smsc',
  udh: 'x-kannel-udh',
  'dlr-mask': 'x-kannel-dlr-mask',
  'dlr-url': 'x-kannel-dlr-url',
  coding: 'x-kannel-coding',
  mclass: 'x-kannel-mclass',
  mwi: 'x-kannel-mwi',
  validity: 'x-kannel-validity',
  deferred: 'x-kannel-deferred',
  priority: 'x-kannel-priority',
  pid: 'x-kannel-pid',
  'alt-dcs': 'x-kannel-alt-dcs',
  'meta-data': 'x-kannel-meta-data',
};

function send(reply: FastifyReply, answer: KannelAnswer) {
  return reply
    .status(answer.status)
    .header('content-type', 'text/html')
    .header('pragma', 'no-cache')
    .header('cache-control', 'no-cache')
    .send(answer.text);
}

const queryOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at + 1);
};

/** A POST's parameters: a form's fields, or X-Kannel-* headers with the body as the text. */
function postParameters(request: FastifyRequest): ParameterSource | undefined {
  const [type = '', ...parameters] = (request.headers['content-type'] ?? '').split(';');
  const mediaType = type.trim().toLowerCase();
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  if (mediaType === FORM) {
    const fields = parseQueryBytes(body.toString('latin1'));
    return (name) => fields.get(name);
  }
  if (!HEADER_BODY_TYPES.has(mediaType)) return undefined;
  const charset = parameters
    .map((parameter) => /^\s*charset=("?)([^";]+)\1\s*$/i.exec(parameter)?.[2])
    .find(Boolean);
  return (name) => {
    if (name === 'text') return body;
    if (name === 'charset') return charset === undefined ? undefined : Buffer.from(charset);
    const header = KANNEL_HEADERS[name] && request.headers[KANNEL_HEADERS[name]];
    if (typeof header !== 'string') return undefined;
    // Headers carry text; the UDH comes URL-encoded.
    return name === 'udh' ? parseQueryBytes(`u=${header}`).get('u') : Buffer.from(header, 'latin1');
  };
}

/**
 * Kannel's sendsms at its own path on the HTTP port (root scope: no session, no CSRF): GET with
 * the parameters in the query, POST as a form, or POST text/plain (or octet-stream) with
 * X-Kannel-* headers as smsbox takes it. Answers are smsbox's, as text/html.
 */
export function registerSendsmsRoutes(app: FastifyInstance, service: SendsmsService) {
  return registerRootRoutes(app, (scope) => {
    // Every body arrives as its octets: the handler reads it by its type, as smsbox does.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    const config = { permission: 'send_sms' as const };
    const schema = { hide: true };
    scope.get(SENDSMS_PATH, { config, schema }, async (request, reply) => {
      const parameters = parseQueryBytes(queryOf(request));
      const answer = await service.send((name) => parameters.get(name), false, request.ip);
      return send(reply, answer);
    });
    scope.post(SENDSMS_PATH, { config, schema, bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const parameters = postParameters(request);
      if (!parameters) return send(reply, KANNEL_ANSWERS.contentType);
      const isForm = request.headers['content-type']?.toLowerCase().startsWith(FORM) ?? false;
      return send(reply, await service.send(parameters, !isForm, request.ip));
    });
  });
}
