import type { Message } from '@routelab/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  npmPdu,
  npmSmpp,
  startNpmSmppServer,
  type NpmSmppPdu,
  type NpmSmppServer,
  type NpmSmppSession,
} from '../../../packages/smpp/test/interop/support/npm-smpp.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  eventually,
  sendSms,
  SMSC_PASSWORD,
  SMSC_SYSTEM_ID,
  waitForState,
  waitForStatus,
} from './support/smsc-api.js';

/**
 * npm smpp as an SMSC whose data_coding 0 is Latin-1 (its `encodings.default`, the same idea
 * as Kannel's alt-charset), with ids GSM 03.38 would misread, against a gateway set to latin1.
 */
describeEachDialect('a gateway whose SMSC reads data_coding 0 as Latin-1 (npm smpp)', (server) => {
  let client: ApiClient;
  let smsc: NpmSmppServer;
  let session: NpmSmppSession | undefined;
  const submits: NpmSmppPdu[] = [];
  const previousDefault = npmSmpp.encodings.default;

  beforeAll(async () => {
    npmSmpp.encodings.default = 'LATIN1';
    client = await server().signedInClient('latin1-smsc@example.com');
    let nextId = 4097;
    smsc = await startNpmSmppServer((peer) => {
      peer.on('pdu', (pdu: NpmSmppPdu) => {
        if (pdu.command === 'bind_transceiver') {
          const ok = pdu.system_id === SMSC_SYSTEM_ID && pdu.password === SMSC_PASSWORD;
          session = peer;
          peer.send(pdu.response({ command_status: ok ? 0 : 0x0e }));
        } else if (pdu.command === 'submit_sm') {
          submits.push(pdu);
          const id = `MSG_${nextId++}`;
          peer.send(pdu.response({ message_id: id }));
          // A text receipt only, in data_coding 0 (Latin-1 here).
          peer.send(
            npmPdu('deliver_sm', {
              source_addr: pdu.destination_addr,
              destination_addr: pdu.source_addr,
              esm_class: 0x04,
              data_coding: 0,
              short_message: `id:${id} sub:001 dlvrd:001 submit date:2601011200 done date:2601011201 stat:DELIVRD err:000 text:`,
            }),
          );
        } else if (pdu.command === 'unbind' || pdu.command === 'enquire_link') {
          peer.send(pdu.response());
        }
      });
    });
  });

  afterAll(async () => {
    npmSmpp.encodings.default = previousDefault;
    await smsc.close();
  });

  it('sends Latin-1 as data_coding 0, matches its text receipt and reads its MO exactly', async () => {
    const gateway = await createGateway(client, smsc.port, { default_charset: 'latin1' });
    await waitForState(client, gateway.id, 'bound');
    const text = 'Grüße a_b@c';
    const [id] = await sendSms(client, {
      gateway: gateway.id,
      source_addr: '12345',
      destinations: ['491500000001'],
      text,
    });
    const detail = await waitForStatus(client, id!, ['delivered']);
    expect(detail.message_id).toMatch(/^MSG_\d+$/);
    expect(detail.dlr_text).toContain(`id:${detail.message_id} `);
    expect(submits[0]).toMatchObject({ data_coding: 0, short_message: { message: text } });

    const mo = npmPdu('deliver_sm', {
      source_addr: '491711111111',
      destination_addr: '12345',
      data_coding: 0,
      short_message: 'Grüße a_b@c $5',
    });
    const answered = new Promise<NpmSmppPdu>((resolve) => session!.send(mo, resolve));
    expect((await answered).command_status).toBe(0);
    const received = await eventually('the MO', async () => {
      const page = await client.get<{ results: Message[] }>(
        `/api/message/smsc/list/?direction=mo&gateway=${gateway.id}`,
      );
      return page.body.results[0];
    });
    expect(received.text).toBe('Grüße a_b@c $5');
  });
});
