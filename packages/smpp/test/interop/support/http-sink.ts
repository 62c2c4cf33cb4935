import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from './wait.js';

export interface SinkRequest {
  path: string;
  query: URLSearchParams;
}

/** A tiny HTTP server on 127.0.0.1 that records every request (Kannel's dlr-url and MO calls). */
export class HttpSink {
  private constructor(
    private readonly server: Server,
    readonly port: number,
    readonly requests: SinkRequest[],
  ) {}

  static async start(): Promise<HttpSink> {
    const requests: SinkRequest[] = [];
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      requests.push({ path: url.pathname, query: url.searchParams });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    return new HttpSink(server, (server.address() as AddressInfo).port, requests);
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Waits for a matching request; on timeout the error lists every request received. */
  async waitForRequest(
    what: string,
    matches: (request: SinkRequest) => boolean,
    timeoutMs = 20_000,
  ): Promise<SinkRequest> {
    try {
      return await waitFor(what, () => this.requests.find(matches), { timeoutMs });
    } catch (error) {
      const seen = this.requests.map((request) => `${request.path}?${request.query.toString()}`);
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${message}; received: ${seen.join(', ') || 'nothing'}`);
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}
