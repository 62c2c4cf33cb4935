import type { Message, MessageDetail } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { bindEsme, createAccount, smppPortOf } from './esme-harness.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  eventually,
  messageDetail,
  sendSms,
  startSmsc,
  waitForState,
} from './support/smsc-api.js';

type Paged = { count: number; results: Message[] };

const BINARY = 0x04;
const UDHI = 0x40;
/** 8-bit concatenation, reference 0x12, part `seq` of `total`. */
const concatenationUdh = (total: number, seq: number) => Buffer.from([5, 0, 3, 0x12, total, seq]);
/** 16-bit port addressing: WAP push, destination 2948, source 9200. */
const PORTS_UDH = Buffer.from('0605040b8423f0', 'hex');
const PORTS = { destination: 2948, source: 9200, bits: 16 };

describeEachDialect('binary messages read as hex, their UDH spelled out', (server) => {
  let smsc: SmscSimulator;
  let client: ApiClient;
  let gatewayId: number;

  beforeAll(async () => {
    smsc = await startSmsc();
    client = await server().signedInClient('binary@example.com');
    gatewayId = (await createGateway(client, smsc.port)).id;
    await waitForState(client, gatewayId, 'bound');
  });

  afterAll(async () => {
    await smsc.stop();
  });

  it('Received SMS: a data_coding 4 submit is its body in hex, each part with its UDH read', async () => {
    const account = await createAccount(client);
    const esme = await bindEsme(await smppPortOf(server()), account);
    // Two parts of 8-bit data, NUL octets included, then one with port addressing alone.
    const bodies = [Buffer.from('00ff0b84', 'hex'), Buffer.from('cafe00', 'hex')];
    for (const [index, body] of bodies.entries()) {
      await esme.submitSm({
        destination_addr: '4915100000901',
        esm_class: UDHI,
        data_coding: BINARY,
        short_message: Buffer.concat([concatenationUdh(2, index + 1), body]),
      });
    }
    await esme.submitSm({
      destination_addr: '4915100000902',
      esm_class: UDHI,
      data_coding: BINARY,
      short_message: Buffer.concat([PORTS_UDH, Buffer.from('c0ffee', 'hex')]),
    });
    await esme.close();

    const list = await client.get<Paged>(`/api/message/esme/list/?client=${account.id}`);
    expect(list.status).toBe(200);
    const byDestination = new Map(list.body.results.map((row) => [row.destination_addr, row]));
    expect(byDestination.get('4915100000901')).toMatchObject({ text: '00ff0b84cafe00', parts: 2 });
    expect(byDestination.get('4915100000902')).toMatchObject({ text: 'c0ffee', parts: 1 });

    const long = await client.get<MessageDetail>(
      `/api/message/esme/${byDestination.get('4915100000901')!.id}/`,
    );
    expect(long.body.part_list.map((part) => part.udh)).toEqual([
      {
        length: 6,
        concatenation: { reference: 0x12, total: 2, seq: 1, bits: 8 },
        ports: null,
        others: [],
      },
      {
        length: 6,
        concatenation: { reference: 0x12, total: 2, seq: 2, bits: 8 },
        ports: null,
        others: [],
      },
    ]);
    const ported = await client.get<MessageDetail>(
      `/api/message/esme/${byDestination.get('4915100000902')!.id}/`,
    );
    expect(ported.body.part_list[0]?.udh).toEqual({
      length: 7,
      concatenation: null,
      ports: PORTS,
      others: [],
    });
  });

  it('Sent SMS: binary sent in parts is hex, each part with its concatenation UDH read', async () => {
    const hex = 'ab'.repeat(200);
    const [id] = await sendSms(client, {
      gateway: gatewayId,
      destinations: ['4915100000903'],
      coding: 'binary',
      hex,
    });
    const detail = await eventually('both parts answered', async () => {
      const message = await messageDetail(client, id!);
      return message.part_list.every((part) => part.responded_at !== null) ? message : undefined;
    });
    expect(detail).toMatchObject({ text: hex, data_coding: BINARY, parts: 2 });
    expect(detail.part_list.map((part) => part.udh?.concatenation)).toEqual([
      expect.objectContaining({ total: 2, seq: 1, bits: 8 }),
      expect.objectContaining({ total: 2, seq: 2, bits: 8 }),
    ]);
  });

  it('Sent SMS: a binary MO is its body in hex, its port UDH read', async () => {
    const [status] = await smsc.sendMo({
      source: '491733333333',
      destination: '12345',
      shortMessage: Buffer.concat([PORTS_UDH, Buffer.from('00c0ffee', 'hex')]),
      esmClass: UDHI,
      dataCoding: BINARY,
    });
    expect(status).toBe(0);
    const list = await client.get<Paged>('/api/message/smsc/list/?direction=mo');
    const [mo] = list.body.results.filter((row) => row.source_addr === '491733333333');
    expect(mo).toMatchObject({ text: '00c0ffee', data_coding: BINARY });
    const detail = await messageDetail(client, mo!.id);
    expect(detail.part_list[0]?.udh).toEqual({
      length: 7,
      concatenation: null,
      ports: PORTS,
      others: [],
    });
  });
});
