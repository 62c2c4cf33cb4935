import {
  liveEventSchema,
  WEBHOOK_SIGNATURE_HEADER,
  webhookDeliveryPageSchema,
  webhookListSchema,
  webhookPayloadSchema,
  webhookSchema,
  webhookWithSecretSchema,
  type ApiPermission,
  type WebhookDeliveryPage,
} from '@routelab/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from './esme-harness.js';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { createGateway, eventually } from './support/smsc-api.js';
import type { TestServer } from './support/test-server.js';
import { SseReader } from './support/sse-reader.js';
import { verifySignature, WebhookReceiver } from './support/webhook-receiver.js';

let userCounter = 0;

/** A new signed-in user with an ESME account and a gateway (to a port nobody listens on). */
async function owner(server: TestServer) {
  userCounter += 1;
  const email = `hooks${userCounter}@example.com`;
  const api = await server.signedInClient(email);
  const account = await createAccount(api);
  const gateway = await createGateway(api, 9, {
    name: `Nowhere ${userCounter}`,
    host: 'localhost',
  });
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { api, account, gateway, userId: user.id };
}

async function keyFor(server: TestServer, userId: number, permissions: ApiPermission[]) {
  const { key } = await server.ctx.apiKeys.create(userId, { name: 'script', permissions });
  return { 'x-api-key': key };
}

const remove = (api: ApiClient, path: string, headers?: Record<string, string>) =>
  api.request('DELETE', path, { ...(headers && { headers }) });

describeEachDialect('webhook routes', (server) => {
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
  });

  afterAll(async () => {
    await receiver.close();
  });

  it('creates, lists, updates and deletes webhooks of an account and of a gateway', async () => {
    const { api, account, gateway } = await owner(server());
    const created = await api.post('/api/webhook/create/', {
      client_id: account.id,
      url: receiver.url,
      events: ['message.received'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const hook = webhookWithSecretSchema.parse(created.body);
    expect(hook).toMatchObject({ client_id: account.id, gateway_id: null, enabled: true });
    expect(hook.secret).toMatch(/^whsec_/);
    expect(hook.secret.startsWith(hook.secret_prefix)).toBe(true);
    expect(hook.secret_prefix.length).toBeLessThan(hook.secret.length / 2);

    const gatewayHook = await api.post('/api/webhook/create/', {
      gateway_id: gateway.id,
      url: receiver.url,
      events: ['mo.received', 'dlr.received'],
      secret: 'my-own-secret-0123456789',
    });
    expect(gatewayHook.status).toBe(201);
    expect(gatewayHook.body).toMatchObject({ secret: 'my-own-secret-0123456789' });

    const byAccount = await api.get(`/api/webhook/list/?client=${account.id}`);
    expect(webhookListSchema.parse(byAccount.body).results.map((row) => row.id)).toEqual([hook.id]);
    const all = webhookListSchema.parse((await api.get('/api/webhook/list/')).body);
    expect(all.results).toHaveLength(2);
    // The secret is never listed.
    expect(JSON.stringify(all)).not.toContain(hook.secret);

    const update = {
      id: hook.id,
      url: `${receiver.url}?v=2`,
      events: ['dlr.sent'],
      enabled: false,
    };
    const updated = await api.put(`/api/webhook/${hook.id}/`, update);
    expect(updated.status).toBe(200);
    expect(webhookSchema.parse(updated.body)).toMatchObject({
      url: update.url,
      events: ['dlr.sent'],
      enabled: false,
      secret_prefix: hook.secret_prefix,
    });
    expect(updated.body).not.toHaveProperty('secret');
    const newSecret = await api.put(`/api/webhook/${hook.id}/`, {
      ...update,
      secret: 'a-brand-new-secret-value',
    });
    expect(newSecret.body).toMatchObject({ secret: 'a-brand-new-secret-value' });

    expect((await remove(api, `/api/webhook/${hook.id}/`)).status).toBe(204);
    const left = webhookListSchema.parse((await api.get('/api/webhook/list/')).body);
    expect(left.results.map((row) => row.gateway_id)).toEqual([gateway.id]);
  });

  it('refuses bad input with field messages: events of the other side, URLs, owners, the cap', async () => {
    const { api, account, gateway } = await owner(server());
    const post = (body: Record<string, unknown>) => api.post('/api/webhook/create/', body);
    const base = { url: receiver.url };

    const wrongEvents = await post({ ...base, client_id: account.id, events: ['mo.received'] });
    expect(wrongEvents.status).toBe(400);
    expect(wrongEvents.body).toEqual({
      events: ['An ESME account webhook takes only message.received and dlr.sent'],
    });
    const wrongGateway = await post({ ...base, gateway_id: gateway.id, events: ['dlr.sent'] });
    expect(wrongGateway.body).toEqual({
      events: ['A gateway webhook takes only mo.received and dlr.received'],
    });
    const ftp = await post({
      client_id: account.id,
      url: 'ftp://example.com/',
      events: ['dlr.sent'],
    });
    expect(ftp.status).toBe(400);
    expect(ftp.body).toHaveProperty('url');
    const noOwner = await post({ ...base, events: ['dlr.sent'] });
    expect(noOwner.status).toBe(400);
    expect(noOwner.body).toHaveProperty('client_id');
    const both = await post({
      ...base,
      client_id: account.id,
      gateway_id: gateway.id,
      events: ['dlr.sent'],
    });
    expect(both.status).toBe(400);
    const shortSecret = await post({
      ...base,
      client_id: account.id,
      events: ['dlr.sent'],
      secret: 'short',
    });
    expect(shortSecret.body).toHaveProperty('secret');

    // Russian answers for the new messages.
    const ru = await api.post(
      '/api/webhook/create/',
      { ...base, client_id: account.id, events: ['dlr.received'] },
      { headers: { 'accept-language': 'ru' } },
    );
    expect(ru.body).toEqual({
      events: ['Вебхук ESME-аккаунта принимает только message.received и dlr.sent'],
    });

    for (let i = 0; i < 10; i++) {
      expect((await post({ ...base, client_id: account.id, events: ['dlr.sent'] })).status).toBe(
        201,
      );
    }
    const eleventh = await post({ ...base, client_id: account.id, events: ['dlr.sent'] });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body).toMatchObject({
      detail: 'An ESME account or gateway can have at most 10 webhooks',
    });
  });

  it("answers 404 for other users' accounts, gateways, webhooks and deliveries", async () => {
    const mine = await owner(server());
    const theirs = await owner(server());
    const hook = webhookWithSecretSchema.parse(
      (
        await theirs.api.post('/api/webhook/create/', {
          client_id: theirs.account.id,
          url: receiver.url,
          events: ['dlr.sent'],
        })
      ).body,
    );
    const sent = await theirs.api.post(`/api/webhook/${hook.id}/test/`);
    expect(sent.status).toBe(202);
    const deliveryId = (sent.body as { id: number }).id;

    const create = (body: Record<string, unknown>) =>
      mine.api.post('/api/webhook/create/', { url: receiver.url, ...body });
    expect((await create({ client_id: theirs.account.id, events: ['dlr.sent'] })).status).toBe(404);
    expect((await create({ gateway_id: theirs.gateway.id, events: ['mo.received'] })).status).toBe(
      404,
    );
    expect((await mine.api.get(`/api/webhook/list/?client=${theirs.account.id}`)).status).toBe(404);
    expect((await mine.api.get(`/api/webhook/list/?gateway=${theirs.gateway.id}`)).status).toBe(
      404,
    );
    const update = { id: hook.id, url: receiver.url, events: ['dlr.sent'], enabled: true };
    expect((await mine.api.put(`/api/webhook/${hook.id}/`, update)).status).toBe(404);
    // Ownership comes before the body: a bad body for someone else's webhook is 404 too.
    expect((await mine.api.put(`/api/webhook/${hook.id}/`, { id: hook.id })).status).toBe(404);
    expect((await remove(mine.api, `/api/webhook/${hook.id}/`)).status).toBe(404);
    expect((await mine.api.get(`/api/webhook/${hook.id}/deliveries/`)).status).toBe(404);
    expect((await mine.api.post(`/api/webhook/${hook.id}/test/`)).status).toBe(404);
    expect((await mine.api.post(`/api/webhook/delivery/${deliveryId}/redeliver/`)).status).toBe(
      404,
    );
    expect((await mine.api.get('/api/webhook/list/')).body).toEqual({ results: [] });
    expect((await mine.api.get('/api/webhook/abc/deliveries/')).status).toBe(404);
  });

  it('lets API keys manage webhooks by their owner: manage_esme for accounts, manage_smsc for gateways', async () => {
    const { api, account, gateway, userId } = await owner(server());
    const anonymous = server().client();
    const esmeKey = await keyFor(server(), userId, ['manage_esme']);
    const smscKey = await keyFor(server(), userId, ['manage_smsc']);
    const noKey = await keyFor(server(), userId, ['send_sms']);
    const accountHook = { client_id: account.id, url: receiver.url, events: ['dlr.sent'] };
    const gatewayHook = { gateway_id: gateway.id, url: receiver.url, events: ['mo.received'] };

    const byEsme = await anonymous.post('/api/webhook/create/', accountHook, { headers: esmeKey });
    expect(byEsme.status, JSON.stringify(byEsme.body)).toBe(201);
    const refused = await anonymous.post('/api/webhook/create/', gatewayHook, { headers: esmeKey });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      detail: 'This API key does not have the "manage_smsc" permission.',
      code: 'missing_permission',
    });
    const bySmsc = await anonymous.post('/api/webhook/create/', gatewayHook, { headers: smscKey });
    expect(bySmsc.status).toBe(201);
    const accountId = (byEsme.body as { id: number }).id;
    const gatewayId = (bySmsc.body as { id: number }).id;

    // Each key sees only the webhooks it may manage.
    const listed = async (headers: Record<string, string>) =>
      webhookListSchema
        .parse((await anonymous.get('/api/webhook/list/', { headers })).body)
        .results.map((row) => row.id);
    expect(await listed(esmeKey)).toEqual([accountId]);
    expect(await listed(smscKey)).toEqual([gatewayId]);
    expect(await listed(noKey)).toEqual([]);
    expect(
      (await anonymous.get(`/api/webhook/list/?gateway=${gateway.id}`, { headers: esmeKey }))
        .status,
    ).toBe(403);

    for (const path of [`/api/webhook/${gatewayId}/deliveries/`]) {
      expect((await anonymous.get(path, { headers: esmeKey })).status).toBe(403);
      expect((await anonymous.get(path, { headers: smscKey })).status).toBe(200);
    }
    expect(
      (await anonymous.post(`/api/webhook/${accountId}/test/`, undefined, { headers: smscKey }))
        .status,
    ).toBe(403);
    const update = {
      id: accountId,
      url: receiver.url,
      events: ['message.received'],
      enabled: true,
    };
    expect(
      (await anonymous.put(`/api/webhook/${accountId}/`, update, { headers: noKey })).status,
    ).toBe(403);
    expect(
      (await anonymous.put(`/api/webhook/${accountId}/`, update, { headers: esmeKey })).status,
    ).toBe(200);
    expect((await remove(anonymous, `/api/webhook/${gatewayId}/`, esmeKey)).status).toBe(403);
    expect((await remove(anonymous, `/api/webhook/${gatewayId}/`, smscKey)).status).toBe(204);
    // The session may do everything.
    expect((await api.get(`/api/webhook/${accountId}/deliveries/`)).status).toBe(200);
  });

  it('sends a signed webhook.test now and redelivers the same event as a new delivery', async () => {
    const { api, account } = await owner(server());
    const hook = webhookWithSecretSchema.parse(
      (
        await api.post('/api/webhook/create/', {
          client_id: account.id,
          url: receiver.url,
          events: ['message.received'],
        })
      ).body,
    );
    const events = await SseReader.open(api);
    const before = receiver.received.length;
    const sent = await api.post(`/api/webhook/${hook.id}/test/`);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({
      webhook_id: hook.id,
      event: 'webhook.test',
      status: 'pending',
    });
    const first = await eventually('the test event', () => receiver.received[before]);
    const payload = webhookPayloadSchema.parse(first.json);
    expect(payload).toMatchObject({ type: 'webhook.test', data: { webhook_id: hook.id } });
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.headers['user-agent']).toBe('RouteLab-Webhooks/1');
    expect(first.headers['x-routelab-event']).toBe('webhook.test');
    expect(first.headers['x-routelab-delivery']).toBe(String((sent.body as { id: number }).id));
    const signature = first.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string;
    expect(verifySignature(signature, first.body, hook.secret)).toBe(true);
    expect(verifySignature(signature, `${first.body} `, hook.secret)).toBe(false);
    expect(verifySignature(signature, first.body, 'another-secret-0123456789')).toBe(false);

    const log = async () =>
      webhookDeliveryPageSchema.parse((await api.get(`/api/webhook/${hook.id}/deliveries/`)).body);
    const delivered = await eventually('the test delivered', async () => {
      const page = await log();
      return page.results[0]?.status === 'delivered' ? page : undefined;
    });
    expect(delivered.results[0]).toMatchObject({
      attempts: 1,
      http_status: 200,
      response_excerpt: 'ok',
      event_id: payload.id,
      next_attempt_at: null,
    });
    expect(delivered.results[0]!.latency_ms).toBeGreaterThanOrEqual(0);
    // The console hears of the ended attempt (its log refreshes).
    const live = await eventually('webhook.delivery', () => events.of('webhook.delivery')[0]);
    await events.close();
    expect(liveEventSchema.parse({ kind: 'webhook.delivery', data: live }).data).toMatchObject({
      id: delivered.results[0]!.id,
      status: 'delivered',
    });

    const again = await api.post(`/api/webhook/delivery/${delivered.results[0]!.id}/redeliver/`);
    expect(again.status).toBe(202);
    const second = await eventually('the redelivery', () => receiver.received[before + 1]);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-routelab-delivery']).toBe(String((again.body as { id: number }).id));
    const page: WebhookDeliveryPage = await eventually('both in the log', async () => {
      const current = await log();
      return current.results.every((row) => row.status === 'delivered') && current.count === 2
        ? current
        : undefined;
    });
    // Newest first, both of the same event.
    expect(page.results.map((row) => row.id)).toEqual([
      (again.body as { id: number }).id,
      delivered.results[0]!.id,
    ]);
    expect(new Set(page.results.map((row) => row.event_id))).toEqual(new Set([payload.id]));
    const paged = await api.get(`/api/webhook/${hook.id}/deliveries/?page=2&page_size=1`);
    expect(webhookDeliveryPageSchema.parse(paged.body)).toMatchObject({
      count: 2,
      results: [{ id: delivered.results[0]!.id }],
    });
    expect((await api.get(`/api/webhook/${hook.id}/deliveries/?page=0`)).status).toBe(400);
  });

  it('describes the payloads in the OpenAPI document', async () => {
    const response = await server().client().get<{
      components: { schemas: Record<string, { description?: string; properties?: object }> };
      paths: Record<string, unknown>;
    }>('/api/openapi.json');
    const { schemas } = response.body.components;
    expect(JSON.stringify(schemas.WebhookPayload)).toContain('"webhook.test"');
    expect(schemas.WebhookPayload?.description).toContain('X-RouteLab-Signature');
    for (const name of [
      'WebhookMessageReceivedData',
      'WebhookDlrSentData',
      'WebhookMoReceivedData',
      'WebhookDlrReceivedData',
      'WebhookTestData',
    ]) {
      expect(schemas[name]?.properties, name).toBeDefined();
    }
    expect(Object.keys(response.body.paths)).toContain('/api/webhook/delivery/{id}/redeliver/');
  });
});

describeEachDialect(
  'webhook addresses on a hosted server',
  (server) => {
    it('refuses addresses gateways may not reach: at once for an IP, at the call for a name', async () => {
      const receiver = await WebhookReceiver.start();
      try {
        const { api, account } = await owner(server());
        const byAddress = await api.post('/api/webhook/create/', {
          client_id: account.id,
          url: receiver.url,
          events: ['dlr.sent'],
        });
        expect(byAddress.status).toBe(400);
        expect(byAddress.body).toEqual({
          url: ['This server does not call webhooks at this address'],
        });
        const byName = await api.post('/api/webhook/create/', {
          client_id: account.id,
          url: receiver.url.replace('127.0.0.1', 'localhost'),
          events: ['dlr.sent'],
        });
        expect(byName.status).toBe(201);
        const hookId = (byName.body as { id: number }).id;
        await api.post(`/api/webhook/${hookId}/test/`);
        const failed = await eventually('the refused call', async () => {
          const page = webhookDeliveryPageSchema.parse(
            (await api.get(`/api/webhook/${hookId}/deliveries/`)).body,
          );
          return page.results[0]?.status === 'failed' ? page.results[0] : undefined;
        });
        expect(failed.http_status).toBeNull();
        expect(failed.response_excerpt).toContain('not allowed');
        expect(receiver.received).toEqual([]);
      } finally {
        await receiver.close();
      }
    });
  },
  // An https PUBLIC_URL denies loopback and private networks to gateways (and webhooks).
  { env: { PUBLIC_URL: 'https://console.test' } },
);
