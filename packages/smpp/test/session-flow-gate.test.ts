import { describe, expect, it } from 'vitest';
import { FlowGate } from '../src/index.js';
import { closedAfterEachTest, sleep, waitFor } from './support/smpp-fixtures.js';

describe('flow gate', () => {
  const { client, serve } = closedAfterEachTest();

  /** A server whose sessions take `gate`, recording the destinations of submits they handle. */
  async function gatedServer(gate: FlowGate) {
    const seen: string[] = [];
    const running = await serve({ session: { flowGate: gate } });
    running.server.on('session', (session) =>
      session.on('pdu', (pdu) => {
        if (pdu.command === 'submit_sm') seen.push(pdu.destination_addr);
      }),
    );
    return { port: running.port, seen };
  }

  it('holds back what a peer sends while held, and handles all of it once released', async () => {
    const gate = new FlowGate();
    const { port, seen } = await gatedServer(gate);
    const esme = client(port, { windowSize: 10 });
    await esme.connect();

    gate.hold();
    const answers = ['1', '2', '3'].map((destination) =>
      esme.submitSm({ destination_addr: destination }),
    );
    // Long enough for three submit_sm on loopback many times over.
    await sleep(200);
    expect(seen).toEqual([]);

    gate.release();
    await Promise.all(answers);
    expect(seen).toEqual(['1', '2', '3']);
  });

  it('makes senders wait while held', async () => {
    const gate = new FlowGate();
    let arrived = 0;
    const running = await serve();
    running.server.on('session', (session) => session.on('pdu', () => (arrived += 1)));
    const esme = client(running.port, { flowGate: gate });
    await esme.connect();
    gate.hold();
    const answer = esme.submitSm({ destination_addr: '1' });
    await sleep(200);
    expect(arrived).toBe(0);

    gate.release();
    await answer;
    await waitFor(() => arrived === 1, 'the submit_sm to arrive');
  });

  it('keeps a session paused by the gate alive past its enquire_link timeout', async () => {
    const gate = new FlowGate();
    const closed: string[] = [];
    const running = await serve({
      session: { flowGate: gate, enquireLinkIntervalMs: 100, enquireLinkTimeoutMs: 100 },
    });
    running.server.on('session', (session) =>
      session.on('close', (info) => closed.push(info.reason)),
    );
    const esme = client(running.port, { enquireLinkIntervalMs: 0 });
    await esme.connect();
    gate.hold();
    // Only a byte read pauses the session: a submit_sm gets it paused.
    const answer = esme.submitSm({ destination_addr: '1' });
    // Six probe intervals and timeouts over: unsuspended, the session would probe a peer whose
    // answer it cannot read, and give it up as dead.
    await sleep(600);
    expect(closed).toEqual([]);

    gate.release();
    await answer;
    expect(closed).toEqual([]);
  });

  it("answers the peer's enquire_link while held, and holds what came before it", async () => {
    const gate = new FlowGate();
    const { port, seen } = await gatedServer(gate);
    const esme = client(port, { enquireLinkIntervalMs: 0 });
    await esme.connect();
    gate.hold();
    const answer = esme.submitSm({ destination_addr: '1' });

    const probe = await esme.enquireLink();
    expect(probe.commandStatus).toBe(0);
    expect(seen).toEqual([]);

    gate.release();
    await answer;
    expect(seen).toEqual(['1']);
  });
});
