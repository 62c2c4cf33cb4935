import type { ApiClient } from './api-client.js';

export interface SseEvent {
  event: string;
  data: unknown;
}

/** Reads GET /api/events/ as the console does, keeping every event until closed. */
export class SseReader {
  readonly events: SseEvent[] = [];
  status = 0;
  /** The server ended the stream (or it was closed here). */
  ended = false;
  private readonly abort = new AbortController();
  private done: Promise<void> = Promise.resolve();

  static async open(client: ApiClient): Promise<SseReader> {
    const reader = new SseReader();
    const response = await fetch(new URL('/api/events/', client.baseUrl), {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      signal: reader.abort.signal,
    });
    reader.status = response.status;
    if (response.body) {
      reader.done = reader.read(response.body).finally(() => {
        reader.ended = true;
      });
    }
    return reader;
  }

  of(kind: string): unknown[] {
    return this.events.filter((e) => e.event === kind).map((e) => e.data);
  }

  async close(): Promise<void> {
    this.abort.abort();
    await this.done.catch(() => undefined);
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) this.events.push({ event, data: JSON.parse(data) as unknown });
      }
    }
  }
}
