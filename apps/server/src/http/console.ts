import { existsSync, mkdirSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { avatarDirectory } from '../modules/users/avatar.js';

export const CONSOLE_NOT_BUILT =
  'The RouteLab console is not built. Run "npm run build", then restart the server.';

/** Vite names every file under assets/ by its content's hash: a new build is a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, which names the current bundles; images) is revalidated. */
export const REVALIDATE = 'no-cache';

/**
 * Static files: avatars under /images/avatars/ from DATA_DIR, the built console at /, sent as the
 * `.br` or `.gz` twin the build wrote when the browser accepts it. A GET or HEAD of any other
 * path without a file extension outside /api and /images is a console route: index.html, whatever
 * the Accept header says (curl, link checkers). Unknown files stay 404, unknown /api paths answer
 * JSON 404.
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
    const assets = resolve(webDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      // `path` is the file sent, compressed twin included.
      setHeaders: (reply, path) =>
        reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    const text = (body: string) => reply.status(404).type('text/plain; charset=utf-8').send(body);
    if (!webDir) return text(isRead(request) ? CONSOLE_NOT_BUILT : 'Not found.');
    if (isRead(request) && isConsoleRoute(path)) return reply.sendFile('index.html');
    return text('Not found.');
  });
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** A client-side route: no file extension, not under /images (static files only). */
const isConsoleRoute = (path: string) =>
  path !== '/images' && !path.startsWith('/images/') && extname(path) === '';
