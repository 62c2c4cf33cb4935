import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createPdu, SmppSession, SmppTimeoutError, type ResponsePdu } from '../src/index.js';
import { listenRaw, type RawPeer } from './support/raw-peer.js';
import { SmscSimulator } from '../src/testing/index.js';
import { closedAfterEachTest, waitFor } from './support/smpp-fixtures.js';

// Issue 19, defect 1: a bind that timed out left its connection open, and a late bind_resp bound
// it behind the client's back (enquire_link going out, invisible, never closed).
describe('a bind that gets no answer in time', () => {
  const { client, afterTest } = closedAfterEachTest();

  it('closes every abandoned attempt; late answers bind nothing; one connection stays and works', async () => {
    // An overloaded SMSC: the binds of the first two connections are answered only when told.
    const smsc = await SmscSimulator.start({ holdBinds: 2, recordPdus: true });
    afterTest(() => smsc.stop());
    const esme = client(smsc.port, {
      responseTimeoutMs: 150,
      enquireLinkIntervalMs: 50,
      reconnect: { minDelayMs: 20, maxDelayMs: 20 },
    });
    const bound: SmppSession[] = [];
    esme.on('bound', ({ session }) => bound.push(session));
    const connected: number[] = [];
    esme.on('connected', ({ attempt }) => connected.push(attempt));

    await esme.connect();
    expect(smsc.connections.map((connection) => connection.index)).toEqual([1, 2, 3]);
    expect(connected).toEqual([1, 2, 3]);
    await waitFor(() => smsc.openConnections === 1, 'the abandoned connections to close');
    expect(smsc.connections.map((connection) => connection.open)).toEqual([false, false, true]);

    smsc.releaseHeldBinds();
    await expect(esme.submitSm({ destination_addr: '4915112345678' })).resolves.toMatchObject({
      commandStatus: 0,
    });
    const [first, second, third] = smsc.connections;
    // A few keep-alive intervals pass: a session bound late would be probing by now.
    await waitFor(
      () => third!.received.filter((pdu) => pdu.command === 'enquire_link').length >= 3,
      'enquire_link on the bound connection',
    );
    expect(bound).toHaveLength(1);
    expect(third!.received.map((pdu) => pdu.command).slice(0, 2)).toEqual([
      'bind_transceiver',
      'submit_sm',
    ]);
    for (const abandoned of [first!, second!]) {
      expect(abandoned.received.map((pdu) => pdu.command)).toEqual(['bind_transceiver']);
      expect(smsc.receivedAfterRelease(abandoned)).toEqual([]);
    }
    expect(smsc.openConnections).toBe(1);

    await esme.close();
    await waitFor(() => smsc.openConnections === 0, 'every connection to close');
  });

  it('binds nothing on the session when its bind_resp comes after the timeout', async () => {
    const peers: RawPeer[] = [];
    const raw = await listenRaw((peer) => peers.push(peer));
    afterTest(() => raw.close());
    const socket = await new Promise<Socket>((resolve) => {
      const opened = connect({ host: '127.0.0.1', port: raw.port }, () => resolve(opened));
    });
    const session = new SmppSession(socket, { role: 'esme', responseTimeoutMs: 100 });
    afterTest(async () => {
      session.close();
      await session.closedPromise();
    });
    const orphans: ResponsePdu[] = [];
    session.on('orphanResponse', (pdu) => orphans.push(pdu));

    const binding = session.bind('transceiver', { system_id: 'late', password: 'pw' });
    await expect(binding).rejects.toBeInstanceOf(SmppTimeoutError);
    const [peer] = peers;
    const bind = await peer!.next((pdu) => pdu.command === 'bind_transceiver');
    peer!.send(createPdu('bind_transceiver_resp', { sequenceNumber: bind.sequenceNumber }));
    await waitFor(() => orphans.length === 1, 'the late bind_resp to arrive');

    expect(session.state).toBe('OPEN');
    // The session may bind again: the timed-out bind is no longer under way.
    const again = session.bind('transceiver', { system_id: 'late', password: 'pw' });
    const retry = await peer!.next((pdu) => pdu.command === 'bind_transceiver');
    peer!.send(createPdu('bind_transceiver_resp', { sequenceNumber: retry.sequenceNumber }));
    await expect(again).resolves.toMatchObject({ commandStatus: 0 });
    expect(session.state).toBe('BOUND_TRX');
  });
});
