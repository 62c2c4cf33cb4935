import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a download as it is written. Its route's response schema describes the file as the client
 * receives it (CSV text, a JSON array, PCAP bytes), which the stream writing it is not, so the
 * stream goes through the reply as Fastify types it without the route's schema.
 */
export function streamFile(reply: FastifyReply, file: Readable): FastifyReply {
  return reply.send(file);
}
