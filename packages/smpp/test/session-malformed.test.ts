import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CommandStatus,
  createPdu,
  encodePdu,
  type SessionCloseInfo,
  type SmppSession,
} from '../src/index.js';
import { RawPeer } from './support/raw-peer.js';
import { closedAfterEachTest, waitFor, type RunningServer } from './support/smpp-fixtures.js';

/** A frame with a correct header around whatever body is given. */
function frame(commandId: number, sequenceNumber: number, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(16 + body.length, 0);
  header.writeUInt32BE(commandId, 4);
  header.writeUInt32BE(0, 8);
  header.writeUInt32BE(sequenceNumber, 12);
  return Buffer.concat([header, body]);
}

const goodSubmit = (sequenceNumber: number) =>
  createPdu('submit_sm', {
    sequenceNumber,
    destination_addr: '4915112345678',
    short_message: Buffer.from('hi'),
  });

describe('malformed input and unbind', () => {
  const { client, serve } = closedAfterEachTest();
  let running: RunningServer;
  let serverSessions: SmppSession[];
  const peers: RawPeer[] = [];

  beforeEach(async () => {
    serverSessions = [];
    running = await serve();
    running.server.on('session', (session) => serverSessions.push(session));
  });

  afterEach(() => {
    for (const peer of peers.splice(0)) peer.close();
  });

  const boundPeer = async () => {
    const peer = await RawPeer.connect(running.port);
    peers.push(peer);
    peer.send(
      createPdu('bind_transceiver', { sequenceNumber: 1, system_id: 'tester', password: 'secret' }),
    );
    expect(await peer.next()).toMatchObject({ command: 'bind_transceiver_resp', commandStatus: 0 });
    return peer;
  };

  it('answers a truncated PDU with generic_nack ESME_RINVCMDLEN, same sequence, and goes on', async () => {
    const peer = await boundPeer();
    const truncated = encodePdu(goodSubmit(0)).subarray(16, 30);
    peer.send(frame(0x00000004, 77, truncated));
    expect(await peer.next()).toMatchObject({
      command: 'generic_nack',
      commandStatus: CommandStatus.ESME_RINVCMDLEN,
      sequenceNumber: 77,
    });
    peer.send(goodSubmit(78));
    expect(await peer.next()).toMatchObject({
      command: 'submit_sm_resp',
      commandStatus: 0,
      sequenceNumber: 78,
    });
  });

  it('answers an unknown command_id with generic_nack ESME_RINVCMDID', async () => {
    const peer = await boundPeer();
    peer.send(frame(0x00000099, 5, Buffer.from('junk')));
    expect(await peer.next()).toMatchObject({
      command: 'generic_nack',
      commandStatus: CommandStatus.ESME_RINVCMDID,
      sequenceNumber: 5,
    });
  });

  it('answers a bad field with the command own _resp and the field status', async () => {
    const peer = await boundPeer();
    const body = Buffer.concat([
      Buffer.from([0]), // service_type ''
      Buffer.from([1, 1]),
      Buffer.from(`${'9'.repeat(30)}\0`, 'latin1'), // source_addr longer than 20
      Buffer.from([1, 1]),
      Buffer.from('123\0', 'latin1'),
      Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ]);
    peer.send(frame(0x00000004, 9, body));
    expect(await peer.next()).toMatchObject({
      command: 'submit_sm_resp',
      commandStatus: CommandStatus.ESME_RINVSRCADR,
      sequenceNumber: 9,
    });
    peer.send(goodSubmit(10));
    expect(await peer.next()).toMatchObject({
      command: 'submit_sm_resp',
      commandStatus: 0,
      sequenceNumber: 10,
    });
  });

  it('closes only the connection that sends an absurd command_length', async () => {
    const healthy = client(running.port);
    await healthy.connect();
    const peer = await boundPeer();
    const closes: SessionCloseInfo[] = [];
    serverSessions[1]?.on('close', (info) => closes.push(info));
    const absurd = Buffer.alloc(16);
    absurd.writeUInt32BE(0x7fffffff, 0);
    absurd.writeUInt32BE(0x00000004, 4);
    peer.send(absurd);
    await peer.closed;
    await waitFor(() => closes.length === 1, 'the server session to close');
    expect(closes[0]?.reason).toBe('framing-error');
    await expect(healthy.submitSm({ destination_addr: '1' })).resolves.toMatchObject({
      commandStatus: 0,
    });
    expect(running.server.sessions.size).toBe(1);
  });

  it('closes on a command_length below 16 too', async () => {
    const peer = await boundPeer();
    const tooShort = Buffer.alloc(16);
    tooShort.writeUInt32BE(8, 0);
    peer.send(tooShort);
    await peer.closed;
  });

  it('unbinds gracefully from the client side', async () => {
    const esme = client(running.port);
    await esme.connect();
    const serverSide = serverSessions[0];
    const serverClosed = serverSide?.closedPromise();
    const clientClosed = esme.session?.closedPromise();
    await esme.unbind();
    expect(await clientClosed).toEqual({ reason: 'unbind' });
    expect(await serverClosed).toEqual({ reason: 'peer-unbind' });
    expect(esme.state).toBe('closed');
  });

  it('unbinds gracefully from the server side', async () => {
    const esme = client(running.port);
    const disconnects: string[] = [];
    esme.on('disconnected', ({ reason }) => disconnects.push(reason));
    await esme.connect();
    const serverSide = serverSessions[0] as SmppSession;
    expect(await serverSide.unbind()).toEqual({ reason: 'unbind' });
    await waitFor(() => disconnects.length === 1, 'the client to notice');
    expect(disconnects).toEqual(['peer-unbind']);
  });

  it('rejects new requests once unbinding has begun', async () => {
    const esme = client(running.port);
    await esme.connect();
    const session = esme.session as SmppSession;
    const unbinding = session.unbind();
    await expect(session.request({ command: 'submit_sm' })).rejects.toMatchObject({
      name: 'SmppStateError',
      state: 'UNBOUND',
    });
    await unbinding;
  });
});
