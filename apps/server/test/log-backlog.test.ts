import { createPdu, encodePdu, readHeader } from '@routelab/smpp';
import { expect, it } from 'vitest';
import { eventually } from './esme-harness.js';
import { describeEachDialect } from './support/dialects.js';
import { SseReader } from './support/sse-reader.js';

/** The PDUs that make the writer pause the sessions (its default mark). */
const FLOOD = 100_000;
/** Sessions the flood comes from: each within its share (a twentieth of the mark). */
const SESSIONS = 20;

describeEachDialect('PDU log backlog', (server) => {
  it('tells signed-in users when the log pauses the sessions and when it has caught up', async () => {
    expect((await server().client().get('/api/log/backlog/')).status).toBe(401);
    const email = 'backlog@example.com';
    const api = await server().signedInClient(email);
    expect((await api.get('/api/log/backlog/')).body).toEqual({
      pending: 0,
      paused: false,
      dropped: 0,
    });
    const stream = await SseReader.open(api);
    expect(stream.status).toBe(200);

    const profile = (await api.get('/api/user/profile/')).body as { id: number };
    const targets = Array.from({ length: SESSIONS }, (_, session) => ({
      side: 'esme' as const,
      userId: profile.id,
      connectionId: 1,
      sessionId: `flood-${session}`,
    }));
    const frame = encodePdu(createPdu('enquire_link', { sequenceNumber: 1 }));
    const header = readHeader(frame);
    const writer = server().app.pduLogWriter;
    // As a flood read in one turn of the event loop: nothing can be stored meanwhile.
    for (let index = 0; index < FLOOD; index++) {
      writer.record(targets[index % SESSIONS]!, 'in', frame, header);
    }
    expect(writer.flowGate.held).toBe(true);

    const told = await eventually(
      'the end of the pause',
      () => {
        const events = stream.of('log.backlog');
        return events.length === 2 ? events : undefined;
      },
      60_000,
    );
    expect(told[0]).toEqual({ pending: FLOOD, paused: true, dropped: 0 });
    expect(told[1]).toMatchObject({ paused: false });
    expect((told[1] as { pending: number }).pending).toBeLessThanOrEqual(FLOOD / 2);
    await stream.close();

    await writer.flush();
    expect((await api.get('/api/log/backlog/')).body).toEqual({
      pending: 0,
      paused: false,
      dropped: 0,
    });
    const stored = await api.get('/api/log/esme/list/?page_size=1');
    expect((stored.body as { count: number }).count).toBe(FLOOD);
  });
});
