import type { Message, MessageDetail } from '@routelab/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HttpSink } from '../../../packages/smpp/test/interop/support/http-sink.js';
import { Kannel } from '../../../packages/smpp/test/interop/support/kannel.js';
import { createAccount, eventually, smppPortOf } from './esme-harness.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';

type Paged = { count: number; results: Message[] };

/** Kannel's dlr-url type for a final "delivered" report (dlr-mask bit 1). */
const DLR_DELIVERED = '1';

async function receivedTo(api: ApiClient, destination: string): Promise<Message> {
  return eventually(
    `a received SMS to ${destination}`,
    async () => {
      const list = await api.get<Paged>(`/api/message/esme/list/?search=${destination}`);
      const message = list.body.results[0];
      return message;
    },
    20_000,
  );
}

describeEachDialect('Kannel as an ESME of our SMPP server', (server) => {
  let kannel: Kannel | undefined;
  let sink: HttpSink | undefined;
  let api: ApiClient;
  let accountId = 0;
  let account: Awaited<ReturnType<typeof createAccount>>;

  beforeAll(async () => {
    api = await server().signedInClient('esme-kannel@example.com');
    const port = await smppPortOf(server());
    account = await createAccount(api, { dlr_policy: { mode: 'off', weights: {} } });
    accountId = account.id;
    sink = await HttpSink.start();
    kannel = await Kannel.start({
      smscPort: port,
      systemId: account.system_id,
      password: account.password,
      moUrl: sink.url('/mo'),
    });
  });

  afterAll(async () => {
    await kannel?.stop();
    await sink?.close();
  });

  it('stores sendsms traffic and reaches the dlr-url with a report created in the console', async () => {
    const dlrUrl = `${sink!.url('/dlr')}?type=%d`;
    const sent = await kannel!.sendSms({
      from: 'Shop',
      to: '4915100000501',
      text: 'Hello from Kannel',
      dlrMask: 31,
      dlrUrl,
    });
    expect(sent.status).toBe(202);
    const message = await receivedTo(api, '4915100000501');
    expect(message).toMatchObject({ text: 'Hello from Kannel', client_id: accountId, parts: 1 });

    const report = await api.post('/api/message/esme/create/', {
      message: message.id,
      status: 'delivered',
    });
    expect(report.status).toBe(201);
    await sink!.waitForRequest(
      'Kannel reporting the message delivered',
      (request) => request.path === '/dlr' && request.query.get('type') === DLR_DELIVERED,
    );
  });

  it('reassembles a long UCS2 message sent through Kannel', async () => {
    const text = 'Довге повідомлення через Kannel, закодоване як UCS2. '.repeat(4).trim();
    const sent = await kannel!.sendSms({
      from: 'Shop',
      to: '4915100000502',
      text,
      coding: 2,
      charset: 'UTF-8',
    });
    expect(sent.status).toBe(202);
    const message = await eventually(
      'the reassembled message',
      async () => {
        const found = await receivedTo(api, '4915100000502');
        return found.text === text ? found : undefined;
      },
      20_000,
    );
    expect(message.data_coding).toBe(8);
    const detail = await api.get<MessageDetail>(`/api/message/esme/${message.id}/`);
    expect(detail.body.part_list.length).toBe(message.parts);
    expect(message.parts).toBeGreaterThan(1);
  });

  it('follows the automatic policy once it is switched on', async () => {
    const policy = {
      mode: 'auto',
      delay_min_ms: 0,
      delay_max_ms: 200,
      weights: { delivered: 100, undeliverable: 0, rejected: 0, accepted: 0 },
    };
    const updated = await api.put('/api/client/update/', {
      ...account,
      password: undefined,
      dlr_policy: policy,
    });
    expect(updated.status).toBe(200);
    const sent = await kannel!.sendSms({
      from: 'Shop',
      to: '4915100000503',
      text: 'Automatic receipt please',
      dlrMask: 3,
      dlrUrl: `${sink!.url('/auto')}?type=%d`,
    });
    expect(sent.status).toBe(202);
    await sink!.waitForRequest(
      'an automatic delivered report at the dlr-url',
      (request) => request.path === '/auto' && request.query.get('type') === DLR_DELIVERED,
    );
    const message = await receivedTo(api, '4915100000503');
    await eventually('the message to read delivered', async () => {
      const detail = await api.get<Message>(`/api/message/esme/${message.id}/`);
      return detail.body.status === 'delivered' ? true : undefined;
    });
  });

  it('ends every part of a long message under the automatic policy, receipt asked or not', async () => {
    // Kannel asks for a receipt on the first part only (registered_delivery 0 on the others).
    const text = 'A long message through Kannel with one receipt for all of its parts. '.repeat(4);
    const sent = await kannel!.sendSms({
      from: 'Shop',
      to: '4915100000504',
      text: text.trim(),
      dlrMask: 3,
      dlrUrl: `${sink!.url('/long')}?type=%d`,
    });
    expect(sent.status).toBe(202);
    await sink!.waitForRequest(
      'the delivered report of the long message',
      (request) => request.path === '/long' && request.query.get('type') === DLR_DELIVERED,
    );
    const message = await receivedTo(api, '4915100000504');
    const statuses = await eventually('every part delivered', async () => {
      const detail = await api.get<MessageDetail>(`/api/message/esme/${message.id}/`);
      const parts = detail.body.part_list.map((part) => part.status);
      return parts.length > 1 && parts.every((status) => status === 'delivered')
        ? parts
        : undefined;
    });
    expect(statuses.length).toBe(message.parts);
  });

  it('reaches the dlr-url for messages sent on either of two binds of one account', async () => {
    const twoBinds = await createAccount(api, {
      max_binds: 2,
      dlr_policy: { mode: 'auto', delay_min_ms: 0, delay_max_ms: 0, weights: { delivered: 1 } },
    });
    // Kannel keeps each link's DLRs apart: a receipt on the other bind is "DLR not found".
    const both = await Kannel.start({
      smscPort: await smppPortOf(server()),
      systemId: twoBinds.system_id,
      password: twoBinds.password,
      moUrl: sink!.url('/mo'),
      binds: 2,
    });
    try {
      const links = ['routelab', 'routelab-2', 'routelab-2', 'routelab'];
      for (const [index, smsc] of links.entries()) {
        const sent = await both.sendSms({
          from: 'Shop',
          to: `491510000052${index}`,
          text: `Sent on ${smsc}`,
          dlrMask: 3,
          dlrUrl: `${sink!.url('/two-binds')}?type=%d&n=${index}`,
          smsc,
        });
        expect(sent.status, sent.body).toBe(202);
      }
      for (const index of links.keys()) {
        await sink!.waitForRequest(
          `the delivered report of message ${index} at the dlr-url`,
          (request) =>
            request.path === '/two-binds' &&
            request.query.get('n') === String(index) &&
            request.query.get('type') === DLR_DELIVERED,
        );
      }
    } catch (error) {
      throw new Error(`${String(error)}\n${both.logTail()}`);
    } finally {
      await both.stop();
    }
  });

  it('gets MO senders as typed: ACME and a short code without a +, a number with one', async () => {
    const cases = [
      { source_addr: 'ACME', text: 'MO from a name', from: 'ACME' },
      { source_addr: '12345', text: 'MO from a short code', from: '12345' },
      { source_addr: '+4915100000504', text: 'MO from a number', from: '+4915100000504' },
    ];
    for (const mo of cases) {
      const sent = await api.post('/api/message/esme/mo/', {
        client: accountId,
        source_addr: mo.source_addr,
        destination_addr: '4915100000505',
        text: mo.text,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const request = await sink!.waitForRequest(
        `Kannel passing on "${mo.text}"`,
        (candidate) => candidate.path === '/mo' && candidate.query.get('text') === mo.text,
      );
      expect(request.query.get('from')).toBe(mo.from);
    }
  });
});
