import { afterEach, describe, expect, it } from 'vitest';
import {
  CommandStatus,
  SmppClient,
  TlvTag,
  getTlv,
  resolveReceipt,
  tlvInt,
  tlvString,
  type RequestPdu,
} from '@routelab/smpp';
import { runNetSmppEsme, startNetSmppSmsc, type NetSmppSmsc } from './support/net-smpp.js';
import { startInteropSmsc } from './support/interop-smsc.js';
import { waitFor } from './support/wait.js';

// Net::SMPP (Debian libnet-smpp-perl), a synchronous Perl implementation, on both sides of our
// library. The byte content of the messages is built here without our encoders.
const credentials = { systemId: 'perl', password: 'secret' };
const hex = (bytes: Buffer) => bytes.toString('hex');
const gsm = (text: string) => Buffer.from(text, 'latin1'); // only characters GSM and ASCII share
const ucs2 = (text: string) => Buffer.from(text, 'utf16le').swap16();

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('Net::SMPP as an ESME against our server', () => {
  it('binds, submits plain, UCS2, UDH, SAR and message_payload messages, enquires and unbinds', async () => {
    const smsc = await startInteropSmsc(credentials);
    cleanups.push(() => smsc.stop());
    const udhHalves = ['First half of a concatenated message, ', 'and the second half.'];
    const sarHalves = ['Сообщение из ', 'двух частей 😀'];
    const payloadText = 'Payload '.repeat(40);
    const message = (destination: string, short_message: Buffer, extra = {}) => ({
      source_addr: '4930123456',
      destination_addr: destination,
      short_message_hex: hex(short_message),
      ...extra,
    });

    const run = await runNetSmppEsme({
      port: smsc.port,
      system_id: credentials.systemId,
      password: credentials.password,
      messages: [
        message('491700000001', gsm('Hello from Net::SMPP, 42 times!')),
        message('491700000002', ucs2('Привет из Perl 😀'), { data_coding: 8 }),
        ...udhHalves.map((half, index) =>
          message(
            '491700000003',
            Buffer.concat([Buffer.from([5, 0, 3, 0x2a, 2, index + 1]), gsm(half)]),
            { esm_class: 0x40 },
          ),
        ),
        ...sarHalves.map((half, index) =>
          message('491700000004', ucs2(half), {
            data_coding: 8,
            tlvs: {
              sar_msg_ref_num: '0102',
              sar_total_segments: '02',
              sar_segment_seqnum: `0${index + 1}`,
            },
          }),
        ),
        message('491700000005', Buffer.alloc(0), {
          tlvs: { message_payload: hex(gsm(payloadText)) },
        }),
      ],
    });

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [bind, ...rest] = run.events;
    expect(bind).toEqual({ event: 'bind_transceiver_resp', status: 0, system_id: 'test-smsc' });
    const submits = rest.filter((event) => event.event === 'submit_sm_resp');
    expect(submits).toHaveLength(7);
    for (const submit of submits) expect(submit).toMatchObject({ status: 0 });
    expect(new Set(submits.map((submit) => submit.message_id)).size).toBe(7);
    expect(smsc.submits.map((submit) => submit.pdu.sequenceNumber)).toEqual(
      submits.map((s) => s.seq),
    );
    expect(rest.slice(-2)).toEqual([
      { event: 'enquire_link_resp', status: 0, seq: 9 },
      { event: 'unbind_resp', status: 0, seq: 10 },
    ]);

    const texts = Object.fromEntries(smsc.messages.map((m) => [m.destination_addr, m.text]));
    expect(texts).toEqual({
      '491700000001': 'Hello from Net::SMPP, 42 times!',
      '491700000002': 'Привет из Perl 😀',
      '491700000003': udhHalves.join(''),
      '491700000004': sarHalves.join(''),
      '491700000005': payloadText,
    });
    const [connection] = smsc.connections;
    const closed = await connection?.session.closedPromise();
    expect(closed?.reason).toBe('peer-unbind');
  });

  it('gets ESME_RINVPASWD for a wrong password', async () => {
    const smsc = await startInteropSmsc(credentials);
    cleanups.push(() => smsc.stop());
    const run = await runNetSmppEsme({
      port: smsc.port,
      system_id: credentials.systemId,
      password: 'wrong',
      messages: [],
    });
    expect(run.events).toEqual([
      {
        event: 'bind_transceiver_resp',
        status: CommandStatus.ESME_RINVPASWD,
        system_id: 'test-smsc',
      },
    ]);
    expect(run.code).toBe(1);
    expect(smsc.sessions).toHaveLength(0);
  });
});

describe('Net::SMPP as an SMSC for our client', () => {
  async function boundClient(smsc: NetSmppSmsc, received: RequestPdu[]) {
    const client = new SmppClient({
      host: '127.0.0.1',
      port: smsc.port,
      system_id: credentials.systemId,
      password: credentials.password,
    });
    client.on('pdu', (pdu, session) => {
      received.push(pdu);
      session.respond(pdu);
    });
    cleanups.push(() => client.close());
    return { client, bind: await client.connect() };
  }

  it('binds, answers its enquire_link, submits, receives a receipt, enquires and unbinds', async () => {
    const smsc = await startNetSmppSmsc({
      system_id: credentials.systemId,
      password: credentials.password,
      first_message_id: 7001,
      send_receipts: true,
      send_enquire_link: true,
    });
    cleanups.push(() => smsc.stop());
    const received: RequestPdu[] = [];
    const { client, bind } = await boundClient(smsc, received);

    expect(bind).toMatchObject({ command: 'bind_transceiver_resp', commandStatus: 0 });
    expect(await smsc.waitForEvent('bind_transceiver')).toMatchObject({
      system_id: credentials.systemId,
      interface_version: 0x34,
      accepted: true,
    });
    // Net::SMPP sends enquire_link right after the bind; our session answers it by itself.
    expect(await smsc.waitForEvent('enquire_link_resp')).toMatchObject({ status: 0 });

    const response = await client.submitSm({
      source_addr: '4930123456',
      destination_addr: '491700000009',
      registered_delivery: 1,
      short_message: gsm('Hello Net::SMPP SMSC'),
    });
    expect(response.message_id).toBe('7001');
    expect(await smsc.waitForEvent('submit_sm')).toMatchObject({
      destination_addr: '491700000009',
      data_coding: 0,
      short_message_hex: hex(gsm('Hello Net::SMPP SMSC')),
    });

    const receipt = await waitFor('the deliver_sm receipt', () => received[0], {
      timeoutMs: 10_000,
    });
    if (receipt.command !== 'deliver_sm')
      throw new Error(`expected deliver_sm, got ${receipt.command}`);
    expect(receipt.esm_class & 0x04).toBe(0x04);
    const resolved = resolveReceipt({
      text: receipt.short_message.toString('latin1'),
      receiptedMessageId: tlvString(receipt.tlvs, TlvTag.receipted_message_id),
      messageState: tlvInt(receipt.tlvs, TlvTag.message_state),
    });
    expect(resolved).toMatchObject({ id: '7001', stat: 'DELIVRD', status: 'delivered' });
    expect(getTlv(receipt.tlvs, TlvTag.receipted_message_id)).toBeDefined();
    expect(await smsc.waitForEvent('deliver_sm_resp')).toMatchObject({ status: 0 });

    expect(await client.enquireLink()).toMatchObject({ commandStatus: 0 });
    expect(await smsc.waitForEvent('enquire_link')).toBeDefined();
    await client.unbind();
    expect(await smsc.waitForEvent('unbind')).toBeDefined();
    expect(await smsc.finish(5_000)).toBe(0);
  });

  it('surfaces a refused bind with its command_status', async () => {
    const smsc = await startNetSmppSmsc({ system_id: credentials.systemId, password: 'other' });
    cleanups.push(() => smsc.stop());
    const client = new SmppClient({
      host: '127.0.0.1',
      port: smsc.port,
      system_id: credentials.systemId,
      password: credentials.password,
    });
    cleanups.push(() => client.close());
    await expect(client.connect()).rejects.toMatchObject({
      message: expect.stringContaining('ESME_RINVPASWD'),
    });
  });
});
