import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createPdu } from '../src/index.js';
import { listenRaw, RawPeer } from './support/raw-peer.js';
import { closedAfterEachTest, waitFor } from './support/smpp-fixtures.js';

describe('keepalive, dead peers and reconnect', () => {
  const children: ChildProcess[] = [];

  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });

  const { client, serve, afterTest } = closedAfterEachTest();

  it('answers enquire_link by itself, before and after bind', async () => {
    const running = await serve();
    const peer = await RawPeer.connect(running.port);
    peer.send(createPdu('enquire_link', { sequenceNumber: 5 }));
    expect(await peer.next()).toMatchObject({
      command: 'enquire_link_resp',
      sequenceNumber: 5,
      commandStatus: 0,
    });
    peer.send(
      createPdu('bind_transmitter', { sequenceNumber: 6, system_id: 'tester', password: 'secret' }),
    );
    expect(await peer.next()).toMatchObject({ command: 'bind_transmitter_resp', commandStatus: 0 });
    peer.send(createPdu('enquire_link', { sequenceNumber: 7 }));
    expect(await peer.next()).toMatchObject({ command: 'enquire_link_resp', sequenceNumber: 7 });
    peer.close();
  });

  it('sends enquire_link when idle and keeps a healthy session up', async () => {
    const running = await serve();
    const esme = client(running.port, { enquireLinkIntervalMs: 50, enquireLinkTimeoutMs: 5_000 });
    let probes = 0;
    esme.on('bound', ({ session }) => {
      session.onPdu = (direction, _raw, header) => {
        if (direction === 'out' && header.commandId === 0x15) probes += 1;
      };
    });
    await esme.connect();
    await waitFor(() => probes >= 3, 'three enquire_links');
    expect(esme.state).toBe('bound');
  });

  it('closes a session whose peer stops answering enquire_link, with reason dead-peer', async () => {
    const smsc = await listenRaw((peer) => {
      void peer
        .next((pdu) => pdu.command === 'bind_transceiver')
        .then((bind) => {
          peer.send(createPdu('bind_transceiver_resp', { sequenceNumber: bind.sequenceNumber }));
        });
    });
    afterTest(smsc.close);
    const esme = client(smsc.port, { enquireLinkIntervalMs: 60, enquireLinkTimeoutMs: 120 });
    const disconnects: string[] = [];
    esme.on('disconnected', ({ reason }) => disconnects.push(reason));
    await esme.connect();
    const session = esme.session;
    const info = await session?.closedPromise();
    expect(info?.reason).toBe('dead-peer');
    expect(disconnects).toEqual(['dead-peer']);
    expect(esme.state).toBe('disconnected');
  });

  it('closes a connection on which nothing at all arrives for inactivityTimeoutMs', async () => {
    const smsc = await listenRaw(() => undefined);
    afterTest(smsc.close);
    const esme = client(smsc.port, { inactivityTimeoutMs: 100, responseTimeoutMs: 5_000 });
    const error = await esme.connect().catch((reason: unknown) => reason);
    expect(error).toMatchObject({ name: 'SmppSessionClosedError', reason: 'inactivity' });
  });

  it('reconnects with backoff after the server process is killed and restarted', async () => {
    const first = await startSmscProcess(0);
    children.push(first.child);
    const esme = client(first.port, { reconnect: { minDelayMs: 20, maxDelayMs: 100 } });
    const events: string[] = [];
    esme.on('bound', () => events.push('bound'));
    esme.on('disconnected', ({ reason }) => events.push(`disconnected:${reason}`));
    esme.on('reconnecting', ({ delayMs }) => {
      expect(delayMs).toBeGreaterThanOrEqual(20);
      expect(delayMs).toBeLessThanOrEqual(100);
      events.push('reconnecting');
    });
    await esme.connect();
    first.child.kill('SIGKILL');
    await waitFor(() => events.filter((event) => event === 'reconnecting').length >= 3, 'retries');
    expect(esme.state).not.toBe('bound');
    await expect(esme.submitSm({ destination_addr: '1' })).rejects.toMatchObject({
      name: 'SmppNotBoundError',
    });

    const second = await startSmscProcess(first.port);
    children.push(second.child);
    await waitFor(() => esme.state === 'bound', 'the client to bind again');
    await expect(esme.submitSm({ destination_addr: '1' })).resolves.toMatchObject({
      commandStatus: 0,
    });
    expect(events.slice(0, 2)).toEqual(['bound', 'disconnected:peer-closed']);
    expect(events).toContain('disconnected:connect-failed');
    expect(events.at(-1)).toBe('bound');
  });

  it('stops reconnecting once closed', async () => {
    const running = await serve();
    const esme = client(running.port, { reconnect: { minDelayMs: 10, maxDelayMs: 20 } });
    await esme.connect();
    let attempts = 0;
    esme.on('connecting', () => (attempts += 1));
    await esme.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(attempts).toBe(0);
    expect(esme.state).toBe('closed');
  });
});

/** Our server in a child process, so it can be killed like a crashing SMSC. */
function startSmscProcess(port: number): Promise<{ child: ChildProcess; port: number }> {
  const script = fileURLToPath(new URL('./support/smsc-process.ts', import.meta.url));
  const child = fork(script, [String(port)], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`SMSC process exited with ${code}`)));
  });
}
