import type { Message } from '@routelab/shared';
import { CommandStatus } from '@routelab/smpp';
import { expect, it } from 'vitest';
import { runNetSmppEsme } from '../../../packages/smpp/test/interop/support/net-smpp.js';
import { npmConnect, npmRequest } from '../../../packages/smpp/test/interop/support/npm-smpp.js';
import { bindNpmEsme } from './support/npm-esme.js';
import { createAccount, eventually, smppPortOf } from './esme-harness.js';
import { describeEachDialect } from './support/dialects.js';

type Paged = { count: number; results: Message[] };

describeEachDialect('npm smpp and Net::SMPP as ESMEs', (server) => {
  it('npm smpp binds, submits and receives its receipt; a wrong password is refused', async () => {
    const api = await server().signedInClient('esme-npm@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api, {
      dlr_policy: { mode: 'auto', delay_min_ms: 0, delay_max_ms: 0 },
    });

    const intruder = await npmConnect(port);
    intruder.on('error', () => undefined);
    const refused = await npmRequest(intruder, 'bind_transceiver', {
      system_id: account.system_id,
      password: 'nope',
    });
    expect(refused.command_status).toBe(CommandStatus.ESME_RINVPASWD);
    intruder.destroy();

    const { session, delivered: receipts } = await bindNpmEsme(port, account);
    const submit = await npmRequest(session, 'submit_sm', {
      source_addr: 'NpmShop',
      destination_addr: '4915100000601',
      registered_delivery: 1,
      short_message: 'Hello from npm smpp',
    });
    expect(submit.command_status).toBe(0);
    const messageId = String(submit.message_id);
    const receipt = await eventually('the receipt at npm smpp', () =>
      receipts.find((pdu) => String(pdu.receipted_message_id) === messageId),
    );
    expect(Number(receipt.esm_class) & 0x04).toBe(0x04);
    const enquire = await npmRequest(session, 'enquire_link');
    expect(enquire.command_status).toBe(0);
    const unbind = await npmRequest(session, 'unbind');
    expect(unbind.command_status).toBe(0);
    session.destroy();

    const list = await api.get<Paged>('/api/message/esme/list/?search=4915100000601');
    expect(list.body.results[0]).toMatchObject({
      text: 'Hello from npm smpp',
      message_id: messageId,
    });
  });

  it('Net::SMPP binds, submits, enquires and unbinds; a wrong password is refused', async () => {
    const api = await server().signedInClient('esme-perl@example.com');
    const port = await smppPortOf(server());
    const account = await createAccount(api);
    const good = await runNetSmppEsme({
      port,
      system_id: account.system_id,
      password: account.password,
      messages: [
        {
          source_addr: '4915100000700',
          destination_addr: '4915100000701',
          short_message_hex: Buffer.from('Hello from Net::SMPP', 'latin1').toString('hex'),
        },
        {
          source_addr: '4915100000700',
          destination_addr: '4915100000702',
          data_coding: 8,
          short_message_hex: Buffer.from('Привіт', 'utf16le').swap16().toString('hex'),
        },
      ],
    });
    expect(good.code, good.stderr).toBe(0);
    const statuses = good.events
      .filter((event) => event.event === 'submit_sm_resp')
      .map((event) => event.status);
    expect(statuses).toEqual([0, 0]);
    expect(good.events.map((event) => event.event)).toContain('unbind_resp');
    const list = await api.get<Paged>(
      `/api/message/esme/list/?client=${account.id}&ordering=destination_addr`,
    );
    expect(list.body.results.map((m) => m.text)).toEqual(['Hello from Net::SMPP', 'Привіт']);

    const bad = await runNetSmppEsme({
      port,
      system_id: account.system_id,
      password: 'wrong',
      messages: [],
    });
    const bindResp = bad.events.find((event) => event.event === 'bind_transceiver_resp');
    expect(bindResp?.status).toBe(CommandStatus.ESME_RINVPASWD);
  });
});
