import {
  WEBHOOK_RETRY_WINDOW_MS,
  WEBHOOK_SIGNATURE_HEADER,
  webhookDeliveryPageSchema,
  webhookPayloadSchema,
  webhookWithSecretSchema,
  type WebhookWithSecret,
} from '@routelab/shared';
import { segmentMessage, type SmppClient } from '@routelab/smpp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { WebhookDeliverySettings } from '../src/modules/webhooks/deliverer.js';
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
import type { TestServer } from './support/test-server.js';
import { verifySignature, WebhookReceiver, type ReceivedHook } from './support/webhook-receiver.js';

/**
 * Short backoff: retries take milliseconds, not seconds. The timeout is not short: the receiver
 * runs in this process, and on a loaded machine its healthy answer may take over a second; one
 * counted as a timeout would be tried again, and the counts below would be off.
 */
const FAST_DELIVERY: Partial<WebhookDeliverySettings> = {
  timeoutMs: 5_000,
  retry: { baseMs: 50, maxMs: 200, maxAttempts: 1_000, windowMs: WEBHOOK_RETRY_WINDOW_MS },
};

let userCounter = 0;

async function signedIn(server: TestServer): Promise<ApiClient> {
  userCounter += 1;
  return server.signedInClient(`deliveries${userCounter}@example.com`);
}

async function addWebhook(
  api: ApiClient,
  body: Record<string, unknown>,
): Promise<WebhookWithSecret> {
  const response = await api.post('/api/webhook/create/', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return webhookWithSecretSchema.parse(response.body);
}

const submitText = (esme: SmppClient, destination: string, text: string) =>
  esme.submitSm({ source_addr: 'Shop', destination_addr: destination, short_message: gsm(text) });

const textOf = (hook: ReceivedHook) => hook.json.data.text;

async function deliveryLog(api: ApiClient, webhookId: number) {
  return webhookDeliveryPageSchema.parse(
    (await api.get(`/api/webhook/${webhookId}/deliveries/`)).body,
  );
}

describeEachDialect(
  'webhook delivery',
  (server) => {
    let receiver: WebhookReceiver;

    beforeEach(async () => {
      receiver = await WebhookReceiver.start();
    });

    afterEach(async () => {
      await receiver.close();
    });

    it('tells an account webhook of each received message once, long ones reassembled, signed', async () => {
      const api = await signedIn(server());
      const account = await createAccount(api);
      const hook = await addWebhook(api, {
        client_id: account.id,
        url: receiver.url,
        events: ['message.received'],
      });
      const esme = await bindEsme(await smppPortOf(server()), account);
      const single = await submitText(esme, '4915100000001', 'Hello webhook');
      const text = 'A long GSM message that needs more than one part to travel. '.repeat(4).trim();
      const segmented = segmentMessage(text, { method: 'udh8' });
      expect(segmented.parts.length).toBeGreaterThan(1);
      const partIds: string[] = [];
      for (const part of segmented.parts) {
        const answer = await esme.submitSm({
          source_addr: 'Shop',
          destination_addr: '4915100000002',
          esm_class: 0x40,
          data_coding: segmented.dataCoding,
          short_message: Buffer.from(part.shortMessage),
        });
        partIds.push(answer.message_id);
      }
      await submitText(esme, '4915100000003', 'After the long one');
      await esme.close();

      const hooks = await eventually('three message.received', () =>
        receiver.received.length >= 3 ? receiver.received : undefined,
      );
      expect(hooks.map(textOf)).toEqual(['Hello webhook', text, 'After the long one']);
      for (const hookRequest of hooks) {
        const signature = hookRequest.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string;
        expect(verifySignature(signature, hookRequest.body, hook.secret)).toBe(true);
        expect(hookRequest.headers['x-routelab-event']).toBe('message.received');
      }
      const [first, long] = hooks.map((hookRequest) =>
        webhookPayloadSchema.parse(hookRequest.json),
      );
      expect(first).toMatchObject({
        type: 'message.received',
        data: {
          client_id: account.id,
          smpp_message_id: single.message_id,
          source_addr: 'Shop',
          destination_addr: '4915100000001',
          parts: [{ seq: 1, message_id: single.message_id }],
        },
      });
      expect(long?.data).toMatchObject({ destination_addr: '4915100000002', text });
      const parts = (long?.data as { parts: { seq: number; message_id: string }[] }).parts;
      expect(parts.map((part) => part.seq)).toEqual(partIds.map((_, i) => i + 1));
      expect(parts.map((part) => part.message_id)).toEqual(partIds);
      expect(new Set(hooks.map((hookRequest) => hookRequest.json.id)).size).toBe(3);
    });

    it('tells of a delivery report once the ESME accepted it (dlr.sent)', async () => {
      const api = await signedIn(server());
      const account = await createAccount(api, {
        dlr_policy: {
          mode: 'auto',
          delay_min_ms: 0,
          delay_max_ms: 0,
          weights: { delivered: 100, undeliverable: 0, rejected: 0, accepted: 0 },
        },
      });
      const hook = await addWebhook(api, {
        client_id: account.id,
        url: receiver.url,
        events: ['dlr.sent'],
      });
      const esme = await bindEsme(await smppPortOf(server()), account, { bindType: 'transceiver' });
      let receipts = 0;
      esme.on('pdu', (pdu, session) => {
        if (pdu.command === 'deliver_sm') receipts += 1;
        session.respond(pdu);
      });
      const answer = await esme.submitSm({
        source_addr: 'Shop',
        destination_addr: '4915100000010',
        registered_delivery: 1,
        short_message: gsm('report me'),
      });
      const [report] = await eventually('dlr.sent', () =>
        receiver.received.length > 0 ? receiver.received : undefined,
      );
      expect(receipts).toBe(1);
      await esme.close();
      const payload = webhookPayloadSchema.parse(report!.json);
      expect(payload).toMatchObject({
        type: 'dlr.sent',
        data: {
          client_id: account.id,
          smpp_message_id: answer.message_id,
          status: 'delivered',
          destination_addr: '4915100000010',
          receipt_text: expect.stringContaining('stat:DELIVRD'),
        },
      });
      const signature = report!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string;
      expect(verifySignature(signature, report!.body, hook.secret)).toBe(true);
      // Only dlr.sent was asked for: the received message itself was not told.
      expect(receiver.of('message.received')).toEqual([]);
    });

    it('tells a gateway webhook of MO messages and delivery receipts from the provider', async () => {
      const smsc = await startSmsc();
      try {
        const api = await signedIn(server());
        const gateway = await createGateway(api, smsc.port);
        await waitForState(api, gateway.id, 'bound');
        const hook = await addWebhook(api, {
          gateway_id: gateway.id,
          url: receiver.url,
          events: ['mo.received', 'dlr.received'],
        });
        const [sent] = await sendSms(api, {
          gateway: gateway.id,
          destinations: ['491600000001'],
          text: 'receipt please',
        });
        await eventually('dlr.received', () => receiver.of('dlr.received')[0]);
        expect(
          await smsc.sendMo({ source: '491711111111', destination: '123', text: 'Hi' }),
        ).toEqual([0]);
        await eventually('mo.received', () => receiver.of('mo.received')[0]);
        const receipt = webhookPayloadSchema.parse(receiver.of('dlr.received')[0]!.json);
        expect(receipt).toMatchObject({
          type: 'dlr.received',
          data: { message_id: sent, gateway_id: gateway.id, status: 'delivered' },
        });
        const mo = webhookPayloadSchema.parse(receiver.of('mo.received')[0]!.json);
        expect(mo).toMatchObject({
          type: 'mo.received',
          data: { gateway_id: gateway.id, source_addr: '491711111111', text: 'Hi', parts: 1 },
        });
        for (const request of receiver.received) {
          const signature = request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string;
          expect(verifySignature(signature, request.body, hook.secret)).toBe(true);
        }
      } finally {
        await smsc.stop();
      }
    });

    it('retries on 5xx and keeps the order per webhook: later events wait for the earlier one', async () => {
      const api = await signedIn(server());
      const account = await createAccount(api);
      const hook = await addWebhook(api, {
        client_id: account.id,
        url: receiver.url,
        events: ['message.received'],
      });
      receiver.answer = (_hook, index) => (index < 2 ? 503 : 200);
      const esme = await bindEsme(await smppPortOf(server()), account);
      for (const text of ['one', 'two', 'three']) await submitText(esme, '4915100000020', text);
      await esme.close();

      await eventually('five requests', () => (receiver.received.length >= 5 ? true : undefined));
      expect(receiver.received.map(textOf)).toEqual(['one', 'one', 'one', 'two', 'three']);
      const log = await eventually('all delivered', async () => {
        const page = await deliveryLog(api, hook.id);
        return page.count === 3 && page.results.every((row) => row.status === 'delivered')
          ? page
          : undefined;
      });
      // Newest first: the first event took three attempts, the others one.
      expect(log.results.map((row) => row.attempts)).toEqual([1, 1, 3]);
      expect(log.results[2]).toMatchObject({ http_status: 200, response_excerpt: 'ok' });
      // One delivery id per event, the same in each of its attempts.
      const ids = receiver.received.map((request) => request.headers['x-routelab-delivery']);
      expect(new Set(ids.slice(0, 3)).size).toBe(1);
      expect(new Set(ids).size).toBe(3);
    });

    it('retries after a timeout, and records a failed attempt in the log', async () => {
      const api = await signedIn(server());
      const account = await createAccount(api);
      const hook = await addWebhook(api, {
        client_id: account.id,
        url: receiver.url,
        events: ['message.received'],
      });
      receiver.answer = (_hook, index) => (index === 0 ? 'hang' : 200);
      const esme = await bindEsme(await smppPortOf(server()), account);
      await submitText(esme, '4915100000030', 'slow receiver');
      await esme.close();

      // The first attempt waits out the whole timeout (5 s) first.
      const log = await eventually(
        'delivered after a timeout',
        async () => {
          const page = await deliveryLog(api, hook.id);
          return page.results[0]?.status === 'delivered' ? page : undefined;
        },
        30_000,
      );
      expect(log.results[0]).toMatchObject({ attempts: 2, http_status: 200 });
      expect(receiver.received.map(textOf)).toEqual(['slow receiver', 'slow receiver']);
    });

    it('writes no outbox rows from ingest for accounts without a webhook wanting the event', async () => {
      const api = await signedIn(server());
      const bare = await createAccount(api);
      const disabled = await createAccount(api);
      const otherEvent = await createAccount(api);
      await addWebhook(api, {
        client_id: disabled.id,
        url: receiver.url,
        events: ['message.received'],
        enabled: false,
      });
      await addWebhook(api, { client_id: otherEvent.id, url: receiver.url, events: ['dlr.sent'] });
      const port = await smppPortOf(server());
      for (const account of [bare, disabled, otherEvent]) {
        const esme = await bindEsme(port, account);
        await submitText(esme, '4915100000040', 'nobody listens');
        await esme.close();
      }
      const rows = await server()
        .db.selectFrom('outbox')
        .select(['kind', 'payload'])
        .where('kind', 'like', 'esme.%')
        .execute();
      const clients = rows.map(
        (row) => (JSON.parse(row.payload) as { client_id: number }).client_id,
      );
      for (const account of [bare, disabled, otherEvent]) expect(clients).not.toContain(account.id);
      expect(receiver.received).toEqual([]);
    });

    it('writes no outbox rows for receipts and MO of gateways without a webhook wanting them', async () => {
      const [bareSmsc, moOnlySmsc] = await Promise.all([startSmsc(), startSmsc()]);
      try {
        const api = await signedIn(server());
        const bare = await createGateway(api, bareSmsc.port);
        const moOnly = await createGateway(api, moOnlySmsc.port);
        await addWebhook(api, {
          gateway_id: moOnly.id,
          url: receiver.url,
          events: ['mo.received'],
        });
        for (const [gateway, smsc] of [
          [bare, bareSmsc],
          [moOnly, moOnlySmsc],
        ] as const) {
          await waitForState(api, gateway.id, 'bound');
          const [sent] = await sendSms(api, {
            gateway: gateway.id,
            destinations: ['491600000002'],
            text: 'nobody wants this receipt',
          });
          await waitForStatus(api, sent!, ['delivered']);
          expect(
            await smsc.sendMo({ source: '491711111112', destination: '123', text: 'MO' }),
          ).toEqual([0]);
        }
        await eventually('mo.received', () => receiver.of('mo.received')[0]);
        const rows = await server()
          .db.selectFrom('outbox')
          .select(['kind', 'payload'])
          .where('kind', 'in', ['message.receipt', 'message.received'])
          .execute();
        const written = rows.map(
          (row) => `${row.kind}:${(JSON.parse(row.payload) as { gateway_id: number }).gateway_id}`,
        );
        expect(written.filter((row) => row.endsWith(`:${bare.id}`))).toEqual([]);
        expect(written.filter((row) => row.endsWith(`:${moOnly.id}`))).toEqual([
          `message.received:${moOnly.id}`,
        ]);
        expect(receiver.of('dlr.received')).toEqual([]);
      } finally {
        await Promise.all([bareSmsc.stop(), moOnlySmsc.stop()]);
      }
    });

    // Last: it moves the server's clock a day on.
    it('gives a delivery up as failed once the retry window (24 h) has passed', async () => {
      const api = await signedIn(server());
      const account = await createAccount(api);
      const hook = await addWebhook(api, {
        client_id: account.id,
        url: receiver.url,
        events: ['message.received'],
      });
      receiver.answer = () => 500;
      const esme = await bindEsme(await smppPortOf(server()), account);
      await submitText(esme, '4915100000050', 'never taken');
      await esme.close();
      await eventually('retrying', async () => {
        const page = await deliveryLog(api, hook.id);
        return page.results[0]?.status === 'retrying' ? true : undefined;
      });
      server().clock.advance(WEBHOOK_RETRY_WINDOW_MS + 60_000);
      const failed = await eventually('failed', async () => {
        const page = await deliveryLog(api, hook.id);
        return page.results[0]?.status === 'failed' ? page.results[0] : undefined;
      });
      expect(failed).toMatchObject({ http_status: 500, next_attempt_at: null });
      // Only this delivery's attempts: the day's jump also makes the earlier tests' later
      // deliveries (a disabled webhook's recheck, a back-off) due, and they post here too.
      const attemptsOf = () =>
        receiver.received.filter(
          (hook) => hook.headers['x-routelab-delivery'] === String(failed.id),
        ).length;
      const attempts = attemptsOf();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(attemptsOf()).toBe(attempts);
    });
  },
  { webhookDelivery: FAST_DELIVERY },
);
