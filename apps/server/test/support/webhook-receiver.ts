import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed body. */
  json: { id: string; type: string; created_at: string; data: Record<string, unknown> };
}

/** What the receiver answers a request with: a status, or 'hang' (never answers). */
export type HookAnswer = number | 'hang';

/**
 * A local HTTP receiver for webhooks: records every POST and answers as `answer` says (200 by
 * default); hung requests are ended when it closes.
 */
export class WebhookReceiver {
  readonly received: ReceivedHook[] = [];
  answer: (hook: ReceivedHook, index: number) => HookAnswer = () => 200;
  private readonly hung: ServerResponse[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<WebhookReceiver> {
    const server = createServer();
    const receiver = new WebhookReceiver(server);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const hook = {
          headers: request.headers,
          body,
          json: JSON.parse(body) as ReceivedHook['json'],
        };
        receiver.received.push(hook);
        const answer = receiver.answer(hook, receiver.received.length - 1);
        if (answer === 'hang') {
          receiver.hung.push(response);
          return;
        }
        response.writeHead(answer, { 'content-type': 'text/plain' });
        response.end(answer < 300 ? 'ok' : `failure ${answer}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  /** The requests of one event type. */
  of(type: string): ReceivedHook[] {
    return this.received.filter((hook) => hook.json.type === type);
  }

  async close(): Promise<void> {
    for (const response of this.hung) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * The verification the README shows: the HMAC of "<t>.<raw body>" compared in constant time,
 * and `t` no older than five minutes.
 */
export function verifySignature(header: string, body: string, secret: string, nowMs = Date.now()) {
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.split('=') as [string, string]),
  );
  const t = parts.t ?? '';
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'utf8');
  const fresh = Math.abs(nowMs / 1000 - Number(t)) < 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}
