import { existsSync, mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { avatarDirectory } from '../modules/users/avatar.js';

export const CONSOLE_NOT_BUILT =
  'The RouteLab console is not built. Run "npm run build", then restart the server.';

/**
 * Static files: avatars under /images/avatars/ from DATA_DIR, the built console at /.
 * Unknown GETs that accept HTML fall back to index.html (client-side routes); unknown /api
 * paths answer JSON 404.
 */
export async function registerConsole(
  app: FastifyInstance,
  options: { webDir: string | null; dataDir: string },
): Promise<void> {
  const avatars = avatarDirectory(options.dataDir);
  mkdirSync(avatars, { recursive: true });
  await app.register(fastifyStatic, {
    root: avatars,
    prefix: '/images/avatars/',
    decorateReply: false,
    index: false,
  });

  const webDir = options.webDir && existsSync(options.webDir) ? options.webDir : null;
  if (webDir) {
    await app.register(fastifyStatic, { root: webDir, prefix: '/', wildcard: true });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    const text = (body: string) => reply.status(404).type('text/plain; charset=utf-8').send(body);
    if (!webDir) return text(isRead(request) ? CONSOLE_NOT_BUILT : 'Not found.');
    if (isRead(request) && acceptsHtml(request)) return sendIndex(reply);
    return text('Not found.');
  });
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

const acceptsHtml = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/html');

/** The page shell must not be cached: it names the current hashed bundles. */
function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
