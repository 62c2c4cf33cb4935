import type { DetailError } from '@routelab/shared';
import { expect, it } from 'vitest';
import { bindEsme, createAccount, gsm, smppPortOf } from './esme-harness.js';
import { describeEachDialect } from './support/dialects.js';
import { readChecked } from './support/route-contracts.js';

interface SseEvent {
  event: string;
  data: unknown;
}

/** Reads the SSE stream until `done` holds for what has arrived (bounded). */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  done: (events: SseEvent[]) => boolean,
  timeoutMs = 10_000,
): Promise<SseEvent[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (!done(events)) {
      if (Date.now() > deadline) throw new Error(`events so far: ${JSON.stringify(events)}`);
      const timer = new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`no event in time; got ${JSON.stringify(events)} ${buffer}`)),
          deadline - Date.now(),
        ),
      );
      const chunk = await Promise.race([reader.read(), timer]);
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (name && data) events.push({ event: name, data: JSON.parse(data) });
      }
    }
  } finally {
    await reader.cancel();
  }
  return events;
}

describeEachDialect('ESME live events', (server) => {
  it('streams session changes, stored messages and PDU log lines of the user accounts', async () => {
    const api = await server().signedInClient('esme-events@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api);
    const cookie = [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL('/api/events/', server().baseUrl), {
      headers: { cookie, accept: 'text/event-stream' },
    });
    expect(response.status).toBe(200);
    const esme = await bindEsme(port, account);
    await esme.submitSm({ source_addr: 'Live', destination_addr: '491', short_message: gsm('hi') });
    const kinds = ['client.connection', 'message.esme', 'log.esme'];
    const events = await readEvents(response.body!, (seen) =>
      kinds.every((kind) => seen.some((event) => event.event === kind)),
    );
    expect(events.find((event) => event.event === 'client.connection')?.data).toMatchObject({
      client_id: account.id,
      sessions: [expect.objectContaining({ bind_type: 'trx' })],
    });
    expect(events.find((event) => event.event === 'message.esme')?.data).toEqual({
      client_id: account.id,
      count: 1,
    });
    await esme.close();
  });

  it("answers a refused stream in the console's language given as ?lang (EventSource sends no header)", async () => {
    const response = await fetch(new URL('/api/events/?lang=uk', server().baseUrl), {
      headers: { accept: 'text/event-stream', 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(response.status).toBe(401);
    const english = await fetch(new URL('/api/events/', server().baseUrl), {
      headers: { accept: 'text/event-stream', 'accept-language': 'en-US,en;q=0.9' },
    });
    const detailOf = async (answer: Response) =>
      ((await readChecked(server().contracts, 'GET', '/api/events/', answer)).body as DetailError)
        .detail;
    const [translated, original] = [await detailOf(response), await detailOf(english)];
    expect(original).toMatch(/[a-z]/);
    expect(translated).not.toBe(original);
    expect(translated).toMatch(/[а-яіїєґ]/i);
  });
});
