import type { FastifyInstance } from 'fastify';

/** Methods whose body the API never reads. */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'DELETE']);

/**
 * A GET or DELETE that names a JSON content type but sends no body (many HTTP clients add the
 * header to every request) is not malformed JSON: the header goes, so nothing is parsed.
 */
export function ignoreEmptyBodies(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!BODILESS_METHODS.has(request.method)) return;
    const { headers } = request;
    const length = headers['content-length'];
    if ((length === undefined || length === '0') && headers['transfer-encoding'] === undefined) {
      delete headers['content-type'];
    }
  });
}
