import { durableEventSchema, EVENT_KINDS, liveEventSchema } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bindEsme, createAccount, gsm, smppPortOf } from './esme-harness.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  eventually,
  sendSms,
  startSmsc,
  waitForState,
  waitForStatus,
} from './support/smsc-api.js';
import { SseReader } from './support/sse-reader.js';
import { WebhookReceiver } from './support/webhook-receiver.js';

describeEachDialect('event contracts', (server) => {
  let smsc: SmscSimulator;
  let client: ApiClient;
  let events: SseReader;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    smsc = await startSmsc();
    receiver = await WebhookReceiver.start();
    client = await server().signedInClient('contracts@example.com');
    events = await SseReader.open(client);
  });

  afterAll(async () => {
    await events.close();
    await smsc.stop();
    await receiver.close();
  });

  it('publishes live events that the shared schemas read, and outbox rows for what arrived', async () => {
    const gateway = await createGateway(client, smsc.port);
    // Receipts and MO make outbox rows only for a gateway whose webhook wants them.
    const hook = await client.post('/api/webhook/create/', {
      gateway_id: gateway.id,
      url: receiver.url,
      events: ['dlr.received', 'mo.received'],
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    await waitForState(client, gateway.id, 'bound');
    const [sent] = await sendSms(client, {
      gateway: gateway.id,
      destinations: ['491600000001'],
      text: 'receipt please',
    });
    await waitForStatus(client, sent!, ['delivered']);
    expect(await smsc.sendMo({ source: '491711111111', destination: '123', text: 'Hi' })).toEqual([
      0,
    ]);
    expect(
      await smsc.sendLongMo({
        source: '491722222222',
        destination: '123',
        ref: 7,
        parts: [
          { seq: 2, text: 'lo wo' },
          { seq: 1, text: 'Hel' },
          { seq: 3, text: 'rld' },
        ],
      }),
    ).toEqual([0, 0, 0]);

    const account = await createAccount(client);
    const esme = await bindEsme(await smppPortOf(server()), account);
    await esme.submitSm({ source_addr: 'Live', destination_addr: '491', short_message: gsm('hi') });
    await esme.close();

    const kinds = [
      'gateway.connection',
      'message.smsc',
      'log.smsc',
      'client.connection',
      'message.esme',
      'log.esme',
    ];
    await eventually('live events of the flow', async () =>
      kinds.every((kind) => events.of(kind).length > 0) ? true : undefined,
    );
    for (const { event, data } of events.events) {
      expect(EVENT_KINDS).toContain(event);
      liveEventSchema.parse({ kind: event, data });
    }

    const { id: userId } = await server()
      .db.selectFrom('users')
      .select('id')
      .where('email', '=', 'contracts@example.com')
      .executeTakeFirstOrThrow();
    const outbox = await eventually('outbox rows of the receipt and both MO', async () => {
      const rows = await server().db.selectFrom('outbox').selectAll().orderBy('id').execute();
      return rows.length >= 3 ? rows : undefined;
    });
    expect(outbox.map((row) => row.user_id)).toEqual([userId, userId, userId]);
    const durable = outbox.map((row) =>
      durableEventSchema.parse({ kind: row.kind, data: JSON.parse(row.payload) }),
    );
    expect(durable).toEqual([
      {
        kind: 'message.receipt',
        data: expect.objectContaining({
          message_id: sent,
          gateway_id: gateway.id,
          status: 'delivered',
          text: expect.stringContaining('stat:DELIVRD'),
        }),
      },
      {
        kind: 'message.received',
        data: expect.objectContaining({
          gateway_id: gateway.id,
          source_addr: '491711111111',
          destination_addr: '123',
          text: 'Hi',
          parts: 1,
        }),
      },
      {
        kind: 'message.received',
        data: expect.objectContaining({
          source_addr: '491722222222',
          text: 'Hello world',
          parts: 3,
        }),
      },
    ]);
  });
});
