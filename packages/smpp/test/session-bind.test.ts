import { describe, expect, it } from 'vitest';
import {
  CommandStatus,
  createPdu,
  encodePdu,
  SmppBindError,
  SmppNotBoundError,
  type BindRequest,
} from '../src/index.js';
import { RawPeer } from './support/raw-peer.js';
import { closedAfterEachTest, testAuthenticate, waitFor } from './support/smpp-fixtures.js';

describe('bind between our client and our server', () => {
  const { client, serve } = closedAfterEachTest();

  it('binds as transceiver, transmitter and receiver with interface_version 0x34 by default', async () => {
    const binds: BindRequest[] = [];
    const running = await serve();
    running.server.on('session', (_session, bind) => binds.push(bind));
    for (const bindType of ['transceiver', 'transmitter', 'receiver'] as const) {
      const esme = client(running.port, { bindType });
      const response = await esme.connect();
      expect(response.commandStatus).toBe(0);
      expect(response.command).toBe(`bind_${bindType}_resp`);
      expect(response.tlvs).toEqual([{ tag: 0x0210, value: Buffer.from([0x34]) }]);
      expect(esme.state).toBe('bound');
      expect(esme.session?.state).toBe(
        { transceiver: 'BOUND_TRX', transmitter: 'BOUND_TX', receiver: 'BOUND_RX' }[bindType],
      );
    }
    expect(binds.map((bind) => [bind.bindType, bind.interface_version, bind.system_id])).toEqual([
      ['transceiver', 0x34, 'tester'],
      ['transmitter', 0x34, 'tester'],
      ['receiver', 0x34, 'tester'],
    ]);
    expect(binds[0]?.remoteAddress).toBe('127.0.0.1');
  });

  it('surfaces each refusal as SmppBindError with the command_status name', async () => {
    const running = await serve({
      authenticate: async (bind) => {
        await Promise.resolve();
        if (bind.system_id === 'locked') return { status: CommandStatus.ESME_RBINDFAIL };
        if (bind.system_id !== 'tester') return { status: CommandStatus.ESME_RINVSYSID };
        return { status: bind.password === 'secret' ? 0 : CommandStatus.ESME_RINVPASWD };
      },
    });
    const refusals: number[] = [];
    running.server.on('bindRefused', (_bind, status) => refusals.push(status));
    const cases = [
      [{ password: 'wrong' }, 'ESME_RINVPASWD'],
      [{ system_id: 'nobody' }, 'ESME_RINVSYSID'],
      [{ system_id: 'locked' }, 'ESME_RBINDFAIL'],
    ] as const;
    for (const [options, statusName] of cases) {
      const error = await client(running.port, options)
        .connect()
        .catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(SmppBindError);
      expect(error).toMatchObject({ statusName, bindType: 'transceiver' });
      expect((error as Error).message).toContain(statusName);
    }
    expect(refusals).toEqual([
      CommandStatus.ESME_RINVPASWD,
      CommandStatus.ESME_RINVSYSID,
      CommandStatus.ESME_RBINDFAIL,
    ]);
  });

  it('refuses the bind with ESME_RBINDFAIL when the authentication callback throws', async () => {
    const running = await serve({
      authenticate: () => {
        throw new Error('database down');
      },
    });
    const error = await client(running.port)
      .connect()
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({ statusName: 'ESME_RBINDFAIL' });
  });

  it('rejects requests while not bound without touching the network', async () => {
    const running = await serve();
    const esme = client(running.port);
    await expect(esme.submitSm({ destination_addr: '1' })).rejects.toBeInstanceOf(
      SmppNotBoundError,
    );
  });

  it('answers submit_sm before bind with ESME_RINVBNDSTS and a second bind with ESME_RALYBND', async () => {
    const running = await serve();
    const peer = await RawPeer.connect(running.port);
    peer.send({ ...submitSm, sequenceNumber: 11 });
    const early = await peer.next((pdu) => pdu.sequenceNumber === 11);
    expect(early).toMatchObject({
      command: 'submit_sm_resp',
      commandStatus: CommandStatus.ESME_RINVBNDSTS,
    });

    peer.send({ ...bindPdu, sequenceNumber: 12 });
    const bound = await peer.next((pdu) => pdu.sequenceNumber === 12);
    expect(bound).toMatchObject({
      command: 'bind_transceiver_resp',
      commandStatus: 0,
      system_id: 'RouteLab',
    });

    peer.send({ ...bindPdu, sequenceNumber: 13 });
    const again = await peer.next((pdu) => pdu.sequenceNumber === 13);
    expect(again).toMatchObject({
      command: 'bind_transceiver_resp',
      commandStatus: CommandStatus.ESME_RALYBND,
    });

    peer.send({ ...submitSm, sequenceNumber: 14 });
    const accepted = await peer.next((pdu) => pdu.sequenceNumber === 14);
    expect(accepted).toMatchObject({
      command: 'submit_sm_resp',
      commandStatus: 0,
      message_id: '1',
    });
    peer.close();
  });

  it('closes connections beyond maxConnections at once and keeps the others', async () => {
    const running = await serve({ maxConnections: 2 });
    const rejected: string[] = [];
    running.server.on('connectionRejected', ({ reason }) => rejected.push(reason));
    const first = client(running.port);
    const second = client(running.port);
    await first.connect();
    await second.connect();
    const third = await RawPeer.connect(running.port);
    await third.closed;
    expect(rejected).toEqual(['connection limit reached']);
    await expect(first.submitSm({ destination_addr: '1' })).resolves.toMatchObject({
      commandStatus: 0,
    });
    await expect(second.submitSm({ destination_addr: '2' })).resolves.toMatchObject({
      commandStatus: 0,
    });
  });

  it.each(['close', 'unbind'] as const)(
    'ends a bind still under way when %s() is called, and stays closed',
    async (method) => {
      let releaseBind: () => void = () => undefined;
      const bindHeld = new Promise<void>((resolve) => (releaseBind = resolve));
      let authenticating: () => void = () => undefined;
      const bindArrived = new Promise<void>((resolve) => (authenticating = resolve));
      const running = await serve({
        authenticate: async () => {
          authenticating();
          await bindHeld;
          return { status: 0 };
        },
      });
      const esme = client(running.port);
      const connecting = esme.connect();
      await bindArrived;
      const stopping = esme[method]();
      releaseBind();
      await expect(connecting).rejects.toThrow();
      await stopping;
      expect(esme.state).toBe('closed');
      await waitFor(() => running?.server.sessions.size === 0, 'the server session to end');
    },
  );

  // Issue 19, defect 9: the bind is authenticated asynchronously, and what came behind it was
  // handled first (enquire_link_resp, then unbind_resp ESME_RINVBNDSTS, then the bind_resp).
  it.each([
    ['accepted', 'secret', 0, 0],
    ['refused', 'wrong', CommandStatus.ESME_RINVPASWD, CommandStatus.ESME_RINVBNDSTS],
  ])(
    'answers bind (%s), enquire_link and unbind written at once in order',
    async (_case, password, bindStatus, unbindStatus) => {
      let releaseBind: () => void = () => undefined;
      const bindHeld = new Promise<void>((resolve) => (releaseBind = resolve));
      let authenticating: () => void = () => undefined;
      const bindArrived = new Promise<void>((resolve) => (authenticating = resolve));
      const running = await serve({
        authenticate: async (bind) => {
          authenticating();
          await bindHeld;
          return testAuthenticate(bind);
        },
      });
      const peer = await RawPeer.connect(running.port);
      peer.send(
        Buffer.concat([
          encodePdu({ ...bindPdu, password, sequenceNumber: 1 }),
          encodePdu(createPdu('enquire_link', { sequenceNumber: 2 })),
          encodePdu(createPdu('unbind', { sequenceNumber: 3 })),
        ]),
      );
      await bindArrived;
      // The authentication takes its time (a password KDF): nothing behind the bind moves.
      await new Promise((resolve) => setImmediate(resolve));
      releaseBind();

      await waitFor(() => peer.received.length >= 3, 'three answers');
      expect(
        peer.received.map((pdu) => [pdu.command, pdu.sequenceNumber, pdu.commandStatus]),
      ).toEqual([
        ['bind_transceiver_resp', 1, bindStatus],
        ['enquire_link_resp', 2, 0],
        ['unbind_resp', 3, unbindStatus],
      ]);
      peer.close();
    },
  );

  it('closes a connection that does not bind within bindTimeoutMs', async () => {
    const running = await serve({ bindTimeoutMs: 100 });
    const peer = await RawPeer.connect(running.port);
    await peer.closed;
    expect(running.server.sessions.size).toBe(0);
  });
});

const submitSm = createPdu('submit_sm', {
  source_addr: '100',
  dest_addr_ton: 1,
  dest_addr_npi: 1,
  destination_addr: '4915112345678',
  short_message: Buffer.from('hello'),
});

const bindPdu = createPdu('bind_transceiver', {
  system_id: 'tester',
  password: 'secret',
  interface_version: 0x34,
});
