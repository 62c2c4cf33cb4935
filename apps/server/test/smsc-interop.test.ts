import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startNetSmppSmsc,
  type NetSmppSmsc,
} from '../../../packages/smpp/test/interop/support/net-smpp.js';
import {
  npmPdu,
  startNpmSmppServer,
  type NpmSmppPdu,
  type NpmSmppServer,
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

describeEachDialect('gateways against SMSCs written elsewhere', (server) => {
  let client: ApiClient;

  beforeAll(async () => {
    client = await server().signedInClient('interop@example.com');
  });

  describe('Net::SMPP (perl) as the SMSC', () => {
    let perl: NetSmppSmsc;

    afterAll(async () => {
      await perl?.stop();
    });

    it('binds, submits, takes its receipt (TLVs) and unbinds on delete', async () => {
      perl = await startNetSmppSmsc({
        system_id: SMSC_SYSTEM_ID,
        password: SMSC_PASSWORD,
        first_message_id: 70000,
        send_receipts: true,
      });
      const gateway = await createGateway(client, perl.port);
      await waitForState(client, gateway.id, 'bound');
      const bind = await perl.waitForEvent('bind_transceiver');
      expect(bind).toMatchObject({
        system_id: SMSC_SYSTEM_ID,
        interface_version: 0x34,
        accepted: true,
      });

      const [id] = await sendSms(client, {
        gateway: gateway.id,
        source_addr: 'RouteLab',
        destinations: ['+4915199999999'],
        text: 'Hello Net::SMPP {}',
      });
      const detail = await waitForStatus(client, id!, ['delivered']);
      expect(detail.message_id).toBe('70000');
      const submit = await perl.waitForEvent('submit_sm');
      expect(submit).toMatchObject({
        source_addr: 'RouteLab',
        destination_addr: '4915199999999',
        data_coding: 0,
        registered_delivery: 1,
      });
      // GSM 03.38, unpacked: '{' and '}' are escape pairs 1B 28 / 1B 29.
      expect(submit.short_message_hex).toBe(
        Buffer.from('Hello Net::SMPP ').toString('hex') + '1b281b29',
      );
      await perl.waitForEvent('deliver_sm_resp');
      expect(perl.events.find((e) => e.event === 'deliver_sm_resp')).toMatchObject({ status: 0 });

      expect((await client.request('DELETE', `/api/gateway/delete/${gateway.id}/`)).status).toBe(
        204,
      );
      await perl.waitForEvent('unbind');
      expect(await perl.finish(5000)).toBe(0);
    });
  });

  describe('npm smpp as the SMSC, sending receipts in text only', () => {
    let smsc: NpmSmppServer;
    const received: NpmSmppPdu[] = [];

    beforeAll(async () => {
      let nextId = 0xbeef;
      smsc = await startNpmSmppServer((session) => {
        session.on('pdu', (pdu: NpmSmppPdu) => {
          received.push(pdu);
          if (pdu.command === 'bind_transceiver') {
            const ok = pdu.system_id === SMSC_SYSTEM_ID && pdu.password === SMSC_PASSWORD;
            session.send(pdu.response({ command_status: ok ? 0 : 0x0e }));
          } else if (pdu.command === 'submit_sm') {
            // Hex ids in submit_sm_resp, decimal with leading zeros in the receipt text.
            const id = nextId++;
            session.send(pdu.response({ message_id: id.toString(16).toUpperCase() }));
            const text =
              `id:${String(id).padStart(12, '0')} sub:001 dlvrd:000 submit date:2601011200 ` +
              'done date:2601011201 stat:UNDELIV err:001 text:';
            session.send(
              npmPdu('deliver_sm', {
                source_addr: pdu.destination_addr,
                destination_addr: pdu.source_addr,
                esm_class: 0x04,
                short_message: text,
              }),
            );
          } else if (pdu.command === 'unbind') {
            session.send(pdu.response());
          } else if (pdu.command === 'enquire_link') {
            session.send(pdu.response());
          }
        });
      });
    });

    afterAll(async () => {
      await smsc.close();
    });

    it('matches a text-only receipt whose id is written differently, and answers it', async () => {
      const gateway = await createGateway(client, smsc.port);
      await waitForState(client, gateway.id, 'bound');
      const [id] = await sendSms(client, {
        gateway: gateway.id,
        source_addr: '12345',
        destinations: ['491500000666'],
        text: 'npm smpp',
      });
      const detail = await waitForStatus(client, id!, ['undeliverable']);
      expect(detail.message_id).toBe('BEEF');
      expect(detail.dlr_text).toContain('stat:UNDELIV');
      const submit = received.find((pdu) => pdu.command === 'submit_sm')!;
      expect(submit).toMatchObject({ source_addr_ton: 3, destination_addr: '491500000666' });
      await eventually('deliver_sm_resp at the SMSC', async () =>
        received.find((pdu) => pdu.command === 'deliver_sm_resp' && pdu.command_status === 0),
      );
    });
  });
});
