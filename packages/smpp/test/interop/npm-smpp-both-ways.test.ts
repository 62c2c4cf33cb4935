import { afterEach, describe, expect, it } from 'vitest';
import { SmppClient, type RequestPdu } from '@routelab/smpp';
import {
  npmConnect,
  npmDestroy,
  npmPdu,
  npmRequest,
  startNpmSmppServer,
  type NpmSmppPdu,
  type NpmSmppSession,
} from './support/npm-smpp.js';
import type { SmscSimulator } from '../../src/testing/index.js';
import { startInteropSmsc } from './support/interop-smsc.js';
import { waitFor } from './support/wait.js';

// npm `smpp` 0.5.1 on both sides of our library. It encodes text itself (GSM for data_coding 0,
// UTF-16BE for 8) and decodes short_message into { message, udh }.
const credentials = { systemId: 'npm', password: 'secret' };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('npm smpp client against our server', () => {
  async function boundNpmClient(smsc: SmscSimulator): Promise<NpmSmppSession> {
    const session = await npmConnect(smsc.port);
    session.on('error', () => session.destroy());
    cleanups.push(() => npmDestroy(session));
    const bind = await npmRequest(session, 'bind_transceiver', {
      system_id: credentials.systemId,
      password: credentials.password,
      interface_version: 0x34,
    });
    expect(bind.command_status).toBe(0);
    return session;
  }

  it('submits plain, UCS2, concatenated and message_payload messages that arrive intact', async () => {
    const smsc = await startInteropSmsc(credentials);
    cleanups.push(() => smsc.stop());
    const session = await boundNpmClient(smsc);
    const submit = (destination: string, fields: Record<string, unknown>) =>
      npmRequest(session, 'submit_sm', {
        source_addr: 'RouteLab',
        destination_addr: destination,
        ...fields,
      });
    const udhParts = ['Concatenated by npm smpp, part one; ', 'part two {with} €xtension.'];
    const ucs2Parts = ['Длинное сообщение 😀, ', 'вторая часть 🚀'];
    const payloadText = 'A message_payload longer than 254 octets. '.repeat(8);

    const responses: NpmSmppPdu[] = [
      await submit('491600000001', { data_coding: 0, short_message: 'Hello from npm smpp!' }),
      await submit('491600000002', { data_coding: 8, short_message: 'Привет, мир! 😀' }),
      ...(await Promise.all(
        udhParts.map((message, index) =>
          submit('491600000003', {
            data_coding: 0,
            short_message: { udh: Buffer.from([5, 0, 3, 7, 2, index + 1]), message },
          }),
        ),
      )),
      ...(await Promise.all(
        ucs2Parts.map((message, index) =>
          submit('491600000004', {
            data_coding: 8,
            short_message: { udh: Buffer.from([6, 8, 4, 0x12, 0x34, 2, index + 1]), message },
          }),
        ),
      )),
      await submit('491600000005', { data_coding: 0, message_payload: payloadText }),
    ];

    for (const response of responses) {
      expect(response).toMatchObject({ command: 'submit_sm_resp', command_status: 0 });
      expect(response.message_id).toMatch(/^\d+$/);
    }
    const texts = Object.fromEntries(smsc.messages.map((m) => [m.destination_addr, m.text]));
    expect(texts).toEqual({
      '491600000001': 'Hello from npm smpp!',
      '491600000002': 'Привет, мир! 😀',
      '491600000003': udhParts.join(''),
      '491600000004': ucs2Parts.join(''),
      '491600000005': payloadText,
    });

    expect(await npmRequest(session, 'enquire_link')).toMatchObject({ command_status: 0 });
    expect(await npmRequest(session, 'unbind')).toMatchObject({
      command: 'unbind_resp',
      command_status: 0,
    });
    const closed = await smsc.connections[0]?.session.closedPromise();
    expect(closed?.reason).toBe('peer-unbind');
  });

  it('receives our delivery receipt as a deliver_sm it can read', async () => {
    const smsc = await startInteropSmsc(credentials);
    cleanups.push(() => smsc.stop());
    const session = await boundNpmClient(smsc);
    const delivered: NpmSmppPdu[] = [];
    session.on('deliver_sm', (pdu: NpmSmppPdu) => {
      delivered.push(pdu);
      session.send(pdu.response());
    });
    const response = await npmRequest(session, 'submit_sm', {
      destination_addr: '491600000006',
      registered_delivery: 1,
      data_coding: 0,
      short_message: 'Receipt, please',
    });
    const message = await smsc.waitForMessage('491600000006');

    expect(await smsc.sendReceipt(message, 'DELIVRD')).toMatchObject({ commandStatus: 0 });
    const [receipt] = delivered;
    expect(receipt?.esm_class).toBe(0x04);
    expect(receipt?.receipted_message_id).toBe(response.message_id);
    expect(receipt?.message_state).toBe(2);
    expect((receipt?.short_message as { message: string }).message).toMatch(
      new RegExp(`^id:${String(response.message_id)} sub:001 dlvrd:001 .* stat:DELIVRD err:000`),
    );
  });
});

describe('our client against the npm smpp server', () => {
  it('binds with SMPP 3.4, submits GSM and UCS2, answers deliver_sm, enquires and unbinds', async () => {
    const requests: NpmSmppPdu[] = [];
    const deliverResponses: NpmSmppPdu[] = [];
    const server = await startNpmSmppServer((session) => {
      session.on('pdu', (pdu: NpmSmppPdu) => {
        if (pdu.isResponse()) return;
        requests.push(pdu);
        if (pdu.command === 'bind_transceiver') {
          const ok =
            pdu.system_id === credentials.systemId && pdu.password === credentials.password;
          session.send(pdu.response({ command_status: ok ? 0 : 0x0e, system_id: 'npm-smsc' }));
        } else if (pdu.command === 'submit_sm') {
          session.send(pdu.response({ message_id: `npm-${requests.length}` }));
        } else {
          session.send(pdu.response());
        }
      });
    });
    cleanups.push(() => server.close());
    const received: RequestPdu[] = [];
    const client = new SmppClient({
      host: '127.0.0.1',
      port: server.port,
      system_id: credentials.systemId,
      password: credentials.password,
    });
    client.on('pdu', (pdu, session) => {
      received.push(pdu);
      session.respond(pdu);
    });
    cleanups.push(() => client.close());

    expect(await client.connect()).toMatchObject({ commandStatus: 0, system_id: 'npm-smsc' });
    expect(requests[0]).toMatchObject({ command: 'bind_transceiver', interface_version: 0x34 });

    const gsmResponse = await client.submitSm({
      destination_addr: '491600000010',
      data_coding: 0,
      short_message: Buffer.from('Hello npm smpp server', 'latin1'),
    });
    const ucs2Response = await client.submitSm({
      destination_addr: '491600000011',
      data_coding: 8,
      short_message: Buffer.from('Привет 😀', 'utf16le').swap16(),
    });
    expect([gsmResponse.message_id, ucs2Response.message_id]).toEqual(['npm-2', 'npm-3']);
    const texts = requests
      .filter((pdu) => pdu.command === 'submit_sm')
      .map((pdu) => (pdu.short_message as { message: string }).message);
    expect(texts).toEqual(['Hello npm smpp server', 'Привет 😀']);

    const [serverSession] = server.sessions;
    serverSession?.send(
      npmPdu('deliver_sm', {
        source_addr: '491600000010',
        destination_addr: 'RouteLab',
        data_coding: 0,
        short_message: 'Reply from the handset',
      }),
      (response) => deliverResponses.push(response),
    );
    await waitFor('deliver_sm_resp from our client', () => deliverResponses[0], {
      timeoutMs: 5_000,
    });
    expect(deliverResponses[0]).toMatchObject({ command: 'deliver_sm_resp', command_status: 0 });
    expect(received[0]).toMatchObject({ command: 'deliver_sm', source_addr: '491600000010' });

    expect(await client.enquireLink()).toMatchObject({ commandStatus: 0 });
    await client.unbind();
    expect(requests.map((pdu) => pdu.command)).toEqual([
      'bind_transceiver',
      'submit_sm',
      'submit_sm',
      'enquire_link',
      'unbind',
    ]);
  });
});
