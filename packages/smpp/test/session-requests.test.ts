import { describe, expect, it } from 'vitest';
import {
  CommandId,
  commandName,
  createPdu,
  decodePdu,
  SmppCommandError,
  SmppSessionClosedError,
  SmppTimeoutError,
  type PduHeader,
  type SmppSession,
} from '../src/index.js';
import { listenRaw, type RawPeer } from './support/raw-peer.js';
import { closedAfterEachTest, waitFor } from './support/smpp-fixtures.js';

/** A raw SMSC that accepts any bind and then does whatever `afterBind` says with the rest. */
async function rawSmsc(afterBind: (peer: RawPeer) => void = () => undefined) {
  return listenRaw((peer) => {
    void peer
      .next((pdu) => pdu.command === 'bind_transceiver')
      .then((bind) => {
        peer.send(
          createPdu('bind_transceiver_resp', {
            sequenceNumber: bind.sequenceNumber,
            system_id: 'raw',
          }),
        );
        afterBind(peer);
      });
  });
}

describe('requests and responses', () => {
  const { client, serve, afterTest } = closedAfterEachTest();

  it('matches each response to its request by sequence number', async () => {
    const running = await serve({}, (session) => {
      session.on('pdu', (pdu) => {
        if (pdu.command !== 'submit_sm') return;
        // Answer in reverse arrival order within each pair, so matching cannot rely on order.
        const answer = () => session.respond(pdu, { message_id: `id-${pdu.destination_addr}` });
        if (pdu.sequenceNumber % 2 === 0) answer();
        else setTimeout(answer, 5);
      });
    });
    const esme = client(running.port);
    await esme.connect();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => esme.submitSm({ destination_addr: String(1000 + i) })),
    );
    expect(responses.map((response) => response.message_id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `id-${1000 + i}`),
    );
  });

  it('rejects with SmppCommandError carrying the status name when the answer is an error', async () => {
    const running = await serve({}, (session) => {
      session.on('pdu', (pdu) => session.respond(pdu, { commandStatus: 0x58 }));
    });
    const esme = client(running.port);
    await esme.connect();
    const error = await esme.submitSm({ destination_addr: '1' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SmppCommandError);
    expect(error).toMatchObject({ statusName: 'ESME_RTHROTTLED', command: 'submit_sm' });
    const raw = await esme.request({ command: 'submit_sm', destination_addr: '1' });
    expect(raw.commandStatus).toBe(0x58);
  });

  it('times out a request the peer never answers, with SmppTimeoutError and a timeout event', async () => {
    const smsc = await rawSmsc();
    afterTest(smsc.close);
    // Long enough for the bind's answer on a loaded machine: the bind waits by the same timeout.
    const esme = client(smsc.port, { responseTimeoutMs: 1_000 });
    await esme.connect();
    const timeouts: SmppTimeoutError[] = [];
    esme.session?.on('timeout', (error) => timeouts.push(error));
    const error = await esme.submitSm({ destination_addr: '1' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SmppTimeoutError);
    expect(error).toMatchObject({ command: 'submit_sm', timeoutMs: 1_000 });
    expect(timeouts).toHaveLength(1);
    expect(esme.session?.outstanding).toBe(0);
  });

  it('settles a request answered with generic_nack, and reports responses nobody asked for', async () => {
    const smsc = await rawSmsc((peer) => {
      void peer
        .next((pdu) => pdu.command === 'submit_sm')
        .then((submit) => {
          peer.send(
            createPdu('submit_sm_resp', { sequenceNumber: 0x7ffffff0, message_id: 'stray' }),
          );
          peer.send(
            createPdu('generic_nack', {
              sequenceNumber: submit.sequenceNumber,
              commandStatus: 0x03,
            }),
          );
        });
    });
    afterTest(smsc.close);
    const esme = client(smsc.port);
    await esme.connect();
    const orphans: string[] = [];
    esme.session?.on('orphanResponse', (pdu) =>
      orphans.push(`${pdu.command}:${pdu.sequenceNumber}`),
    );
    const error = await esme.submitSm({ destination_addr: '1' }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ name: 'SmppCommandError', statusName: 'ESME_RINVCMDID' });
    expect((error as SmppCommandError).response.command).toBe('generic_nack');
    expect(orphans).toEqual([`submit_sm_resp:${0x7ffffff0}`]);
  });

  it('never has more than windowSize requests outstanding, as seen by the server', async () => {
    let unanswered = 0;
    let maxUnanswered = 0;
    const running = await serve({}, (session) => {
      session.on('pdu', (pdu) => {
        unanswered += 1;
        maxUnanswered = Math.max(maxUnanswered, unanswered);
        setTimeout(() => {
          unanswered -= 1;
          session.respond(pdu, { message_id: 'x' });
        }, 10);
      });
    });
    const esme = client(running.port, { windowSize: 5 });
    await esme.connect();
    await Promise.all(Array.from({ length: 60 }, () => esme.submitSm({ destination_addr: '1' })));
    expect(maxUnanswered).toBe(5);
  });

  it('rejects outstanding requests with SmppSessionClosedError when the connection drops', async () => {
    const smsc = await rawSmsc((peer) => {
      void peer.next((pdu) => pdu.command === 'submit_sm').then(() => peer.close());
    });
    afterTest(smsc.close);
    const esme = client(smsc.port);
    await esme.connect();
    const error = await esme.submitSm({ destination_addr: '1' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SmppSessionClosedError);
  });

  it('delivers SMSC requests to the client as pdu events and carries its answer back', async () => {
    let serverSession: SmppSession | undefined;
    const running = await serve({}, (session) => (serverSession = session));
    const esme = client(running.port);
    esme.on('pdu', (pdu, session) => {
      if (pdu.command === 'deliver_sm') session.respond(pdu, { message_id: 'got-it' });
    });
    await esme.connect();
    await waitFor(() => serverSession !== undefined, 'the server session');
    const response = await serverSession?.request({
      command: 'deliver_sm',
      source_addr: '4915112345678',
      destination_addr: '100',
      short_message: Buffer.from('mo text'),
    });
    expect(response).toMatchObject({
      command: 'deliver_sm_resp',
      commandStatus: 0,
      message_id: 'got-it',
    });
  });

  it('refuses SMSC requests with ESME_RSYSERR when the client has no pdu listener', async () => {
    let serverSession: SmppSession | undefined;
    const running = await serve({}, (session) => (serverSession = session));
    const esme = client(running.port);
    await esme.connect();
    await waitFor(() => serverSession !== undefined, 'the server session');
    const response = await serverSession?.request({
      command: 'deliver_sm',
      destination_addr: '100',
    });
    expect(response).toMatchObject({ command: 'deliver_sm_resp', commandStatus: 0x08 });
  });

  it('turns a throwing or rejecting app handler into sessionError; the session goes on', async () => {
    let calls = 0;
    const running = await serve({}, (session) => {
      session.on('pdu', (pdu) => {
        calls += 1;
        if (calls === 1) throw new Error('handler bug');
        if (calls === 2) return Promise.reject(new Error('async handler bug'));
        session.respond(pdu, { message_id: 'fine' });
        return undefined;
      });
    });
    const errors: string[] = [];
    running.server.on('sessionError', (_session, error) => errors.push(error.message));
    const esme = client(running.port, { responseTimeoutMs: 1_000 });
    await esme.connect();
    await expect(esme.submitSm({ destination_addr: '1' })).rejects.toMatchObject({
      name: 'SmppTimeoutError',
    });
    await expect(esme.submitSm({ destination_addr: '2' })).rejects.toMatchObject({
      name: 'SmppTimeoutError',
    });
    await expect(esme.submitSm({ destination_addr: '3' })).resolves.toMatchObject({
      message_id: 'fine',
    });
    expect(errors).toEqual(['handler bug', 'async handler bug']);
  });

  it('refuses a PDU the bind type does not allow, locally and at the peer', async () => {
    const running = await serve();
    const receiver = client(running.port, { bindType: 'receiver' });
    await receiver.connect();
    await expect(receiver.submitSm({ destination_addr: '1' })).rejects.toMatchObject({
      name: 'SmppStateError',
    });
  });

  it('shows every PDU in and out to the onPdu hook, as raw bytes with their header', async () => {
    type Seen = { direction: 'in' | 'out'; command: string; sequence: number };
    const serverSeen: Seen[] = [];
    const clientSeen: Seen[] = [];
    const record = (into: Seen[]) => (direction: 'in' | 'out', raw: Buffer, header: PduHeader) => {
      const decoded = decodePdu(raw);
      expect(CommandId[decoded.command]).toBe(header.commandId);
      expect(raw.length).toBe(header.commandLength);
      into.push({
        direction,
        command: commandName(header.commandId) ?? '?',
        sequence: header.sequenceNumber,
      });
    };
    const running = await serve();
    running.server.on('connection', (session) => (session.onPdu = record(serverSeen)));
    const esme = client(running.port, { onPdu: record(clientSeen) });
    await esme.connect();
    await esme.submitSm({ destination_addr: '1' });
    await esme.enquireLink();
    await esme.unbind();
    await waitFor(() => serverSeen.length === clientSeen.length, 'the server to see everything');
    const commands = clientSeen.map(({ direction, command }) => `${direction} ${command}`);
    expect(commands).toEqual([
      'out bind_transceiver',
      'in bind_transceiver_resp',
      'out submit_sm',
      'in submit_sm_resp',
      'out enquire_link',
      'in enquire_link_resp',
      'out unbind',
      'in unbind_resp',
    ]);
    const flipped = serverSeen.map(({ direction, command, sequence }) => ({
      direction: direction === 'in' ? 'out' : 'in',
      command,
      sequence,
    }));
    expect(flipped).toEqual(clientSeen);
  });

  it('agrees when both ends unbind at once (a shutdown on each side) rather than refusing', async () => {
    const answers: string[] = [];
    const running = await serve();
    const serverSession = new Promise<SmppSession>((resolve) =>
      running.server.on('session', (session) => resolve(session)),
    );
    const esme = client(running.port, {
      onPdu: (direction, _raw, header) => {
        if (commandName(header.commandId) === 'unbind_resp') {
          answers.push(`${direction} unbind_resp ${header.commandStatus}`);
        }
      },
    });
    await esme.connect();
    const session = await serverSession;
    await Promise.all([esme.unbind(), session.unbind()]);
    expect(answers.sort()).toEqual(['in unbind_resp 0', 'out unbind_resp 0']);
  });
});
