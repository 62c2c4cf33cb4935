import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../bus/event-bus.js';
import { requireUser } from '../auth/authenticate.js';
import { StreamsPerUser } from './streams-per-user.js';

const HEARTBEAT_MS = 15_000;
/** A client that stops reading is cut off before its buffer grows past this. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Open streams per user (a console tab holds one); the next ends the oldest. */
export const MAX_STREAMS_PER_USER = 20;
/** A displaced stream's browser waits this long before it reconnects (and displaces another). */
const DISPLACED_RETRY_MS = 60_000;

const stream = {
  schema: {
    response: {
      200: {
        description: 'Server-Sent Events: `event: <kind>` and `data: <JSON>` per change.',
        content: { 'text/event-stream': { schema: z.string() } },
      },
    },
  },
};

/**
 * GET /api/events/: Server-Sent Events for the signed-in user. Each event's name is an
 * EventKind (gateway.connection, message.smsc, log.smsc, load_test.progress, ...) and its data
 * is JSON. Comments keep proxies from closing an idle stream.
 */
export function registerEventRoutes(server: FastifyInstance, bus: EventBus): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const open = new StreamsPerUser<ServerResponse>(MAX_STREAMS_PER_USER);
  app.addHook('preClose', async () => {
    for (const response of open.all()) response.end();
  });

  app.get('/api/events/', stream, async (request, reply) => {
    const { user } = requireUser(request);
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      ...(reply.getHeader('set-cookie') !== undefined && {
        'set-cookie': reply.getHeader('set-cookie') as string[],
      }),
    });
    response.write('retry: 3000\n: connected\n\n');
    for (const oldest of open.add(user.id, response))
      oldest.end(`retry: ${DISPLACED_RETRY_MS}\n\n`);
    const unsubscribe = bus.subscribe(user.id, (event) => {
      if (response.writableLength > MAX_BUFFERED_BYTES) {
        response.destroy();
        return;
      }
      response.write(`event: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`);
    });
    const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
    response.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.remove(user.id, response);
    });
  });
}
