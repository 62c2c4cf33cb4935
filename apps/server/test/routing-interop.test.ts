import { expect, it } from 'vitest';
import {
  runNetSmppEsme,
  startNetSmppSmsc,
  type NetSmppSmsc,
} from '../../../packages/smpp/test/interop/support/net-smpp.js';
import { npmRequest } from '../../../packages/smpp/test/interop/support/npm-smpp.js';
import { bindNpmEsme } from './support/npm-esme.js';
import { createAccount, eventually, smppPortOf } from './esme-harness.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { createGateway, SMSC_PASSWORD, SMSC_SYSTEM_ID, waitForState } from './support/smsc-api.js';

/** A Net::SMPP SMSC that sends receipts, a gateway bound to it, and a route of everything to it. */
async function routeToNetSmpp(api: ApiClient, firstMessageId: number) {
  const smsc = await startNetSmppSmsc({
    system_id: SMSC_SYSTEM_ID,
    password: SMSC_PASSWORD,
    first_message_id: firstMessageId,
    send_receipts: true,
  });
  const gateway = await createGateway(api, smsc.port);
  await waitForState(api, gateway.id, 'bound');
  const account = await createAccount(api, { routing: 'on' });
  const route = await api.post('/api/route/create/', {
    name: 'All to Net::SMPP',
    kind: 'mt',
    match: { client_ids: [account.id] },
    action: { strategy: 'static', gateway_ids: [gateway.id] },
  });
  expect(route.status, JSON.stringify(route.body)).toBe(201);
  return { smsc, account };
}

const submitsAt = (smsc: NetSmppSmsc) => smsc.events.filter((event) => event.event === 'submit_sm');

describeEachDialect('Gateway mode between SMPP peers written elsewhere', (server) => {
  it('npm smpp as the customer, Net::SMPP as the provider: the receipt comes back with our id', async () => {
    const api = await server().signedInClient('routing-npm@example.com');
    const { smsc, account } = await routeToNetSmpp(api, 81000);
    try {
      const { session, delivered: receipts } = await bindNpmEsme(
        await smppPortOf(server()),
        account,
      );
      const submit = await npmRequest(session, 'submit_sm', {
        source_addr: 'NpmShop',
        destination_addr: '4915100000811',
        registered_delivery: 1,
        short_message: 'routed from npm smpp',
      });
      expect(submit.command_status).toBe(0);
      const ourId = String(submit.message_id);

      const [atSmsc] = await eventually('the submit at Net::SMPP', () => {
        const seen = submitsAt(smsc);
        return seen.length > 0 ? seen : undefined;
      });
      expect(atSmsc).toMatchObject({ source_addr: 'NpmShop', destination_addr: '4915100000811' });
      expect(Buffer.from(String(atSmsc!.short_message_hex), 'hex').toString('latin1')).toBe(
        'routed from npm smpp',
      );

      const receipt = await eventually('the receipt at npm smpp', () =>
        receipts.find((pdu) => String(pdu.receipted_message_id) === ourId),
      );
      // npm smpp decodes short_message into { message, udh }.
      const text = (receipt.short_message as { message: string }).message;
      expect(text).toContain(`id:${ourId} `);
      expect(text).toContain('stat:DELIVRD');
      // The provider's id (81000) never reaches the customer.
      expect(ourId).not.toBe('81000');
      session.destroy();
    } finally {
      await smsc.stop();
    }
  });

  it('Net::SMPP as the customer: its submits reach the provider, each answered with our id', async () => {
    const api = await server().signedInClient('routing-perl@example.com');
    const { smsc, account } = await routeToNetSmpp(api, 82000);
    try {
      const run = await runNetSmppEsme({
        port: await smppPortOf(server()),
        system_id: account.system_id,
        password: account.password,
        messages: ['4915100000812', '4915100000813'].map((destination_addr) => ({
          source_addr: '4915100000810',
          destination_addr,
          short_message_hex: Buffer.from(`to ${destination_addr}`, 'latin1').toString('hex'),
        })),
      });
      expect(run.code, run.stderr).toBe(0);
      const answers = run.events.filter((event) => event.event === 'submit_sm_resp');
      expect(answers.map((event) => event.status)).toEqual([0, 0]);
      // Our ids, not the provider's (82000, 82001): they may not even be known yet.
      const ids = answers.map((event) => String(event.message_id));
      expect(new Set(ids).size).toBe(2);
      expect(ids).not.toContain('82000');
      expect(ids).not.toContain('82001');
      await eventually('both submits at Net::SMPP', () =>
        submitsAt(smsc).length >= 2 ? true : undefined,
      );
      expect(
        submitsAt(smsc)
          .map((event) => event.destination_addr)
          .sort(),
      ).toEqual(['4915100000812', '4915100000813']);
    } finally {
      await smsc.stop();
    }
  });
});
