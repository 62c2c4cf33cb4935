import type { Gateway, GatewayList } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  connectionOf,
  createGateway,
  eventually,
  SMSC_PASSWORD,
  startSmsc,
  waitForState,
} from './support/smsc-api.js';

describeEachDialect('gateways', (server) => {
  let smsc: SmscSimulator;
  let alice: ApiClient;
  let bob: ApiClient;

  beforeAll(async () => {
    smsc = await startSmsc();
    alice = await server().signedInClient('alice-gw@example.com');
    bob = await server().signedInClient('bob-gw@example.com');
  });

  afterAll(async () => {
    await smsc.stop();
  });

  it('creates a gateway, binds it and never shows or stores the password in clear', async () => {
    const gateway = await createGateway(alice, smsc.port, { name: 'Main route' });
    expect(gateway).not.toHaveProperty('password');
    expect(gateway).toMatchObject({
      name: 'Main route',
      bind_type: 'trx',
      interface_version: 0x34,
    });
    const connection = await waitForState(alice, gateway.id, 'bound');
    expect(connection.last_error).toBeNull();

    const row = await server()
      .db.selectFrom('gateways')
      .selectAll()
      .where('id', '=', gateway.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(SMSC_PASSWORD);

    const list = await alice.get<GatewayList>('/api/gateway/list/');
    expect(JSON.stringify(list.body)).not.toContain(SMSC_PASSWORD);
    expect(list.body.gateways.map((g) => g.id)).toContain(gateway.id);
    expect(Date.parse(list.body.timestamp)).not.toBeNaN();
  });

  it('reports a refused bind as an error with the reason, and an edit rebinds', async () => {
    const gateway = await createGateway(alice, smsc.port, { password: 'wrong' });
    const failed = await waitForState(alice, gateway.id, 'error');
    expect(failed.last_error).toContain('ESME_RINVPASWD');

    const updated = await alice.put<Gateway>('/api/gateway/update/', {
      ...gateway,
      password: SMSC_PASSWORD,
    });
    expect(updated.status).toBe(200);
    await waitForState(alice, gateway.id, 'bound');
  });

  it('unbinds at once on disable and on delete', async () => {
    const gateway = await createGateway(alice, smsc.port);
    await waitForState(alice, gateway.id, 'bound');
    const before = smsc.sessions.length;

    const disabled = await alice.put('/api/gateway/update/', { ...gateway, enabled: false });
    expect(disabled.status).toBe(200);
    expect((await connectionOf(alice, gateway.id))?.state).toBe('disconnected');
    await eventually('the SMSC to see the unbind', async () =>
      smsc.sessions.length === before - 1 ? true : undefined,
    );

    await alice.put('/api/gateway/update/', { ...gateway, enabled: true });
    await waitForState(alice, gateway.id, 'bound');
    const deleted = await alice.request('DELETE', `/api/gateway/delete/${gateway.id}/`);
    expect(deleted.status).toBe(204);
    await eventually('the SMSC to see the unbind', async () =>
      smsc.sessions.length === before - 1 ? true : undefined,
    );
    const list = await alice.get<GatewayList>('/api/gateway/list/');
    expect(list.body.gateways.map((g) => g.id)).not.toContain(gateway.id);
  });

  it("answers 404 for another user's gateway on every call", async () => {
    const gateway = await createGateway(alice, smsc.port, { enabled: false });
    const put = await bob.put('/api/gateway/update/', { ...gateway, name: 'taken' });
    expect(put.status).toBe(404);
    const del = await bob.request('DELETE', `/api/gateway/delete/${gateway.id}/`);
    expect(del.status).toBe(404);
    const send = await bob.post('/api/message/smsc/create/', {
      gateway: gateway.id,
      destinations: ['491700000000'],
      text: 'x',
    });
    expect(send.status).toBe(404);
    const list = await bob.get<GatewayList>('/api/gateway/list/');
    expect(list.body.gateways).toEqual([]);
    expect(list.body.connections).toEqual({});
    const messages = await bob.get<{ count: number }>(
      `/api/message/smsc/list/?gateway=${gateway.id}`,
    );
    expect(messages.body.count).toBe(0);
    const unchanged = await alice.get<GatewayList>('/api/gateway/list/');
    expect(unchanged.body.gateways.find((g) => g.id === gateway.id)?.name).toBe(gateway.name);
    for (const id of ['999999', 'abc', '-1', '0', '1e3', '99999999999999999999']) {
      expect((await alice.request('DELETE', `/api/gateway/delete/${id}/`)).status).toBe(404);
    }
  });

  it('answers 400 with field errors, never 500, for bad input on every new endpoint', async () => {
    const valid = {
      name: 'x',
      host: '127.0.0.1',
      port: 2775,
      system_id: 'sys',
      password: 'pw',
    };
    const wrong: unknown[] = [12345, true, null, [], {}, 'x'.repeat(5000), -1];
    for (const field of Object.keys(valid)) {
      for (const value of wrong) {
        // 12345 is a valid port; every other value is wrong for every field.
        if (field === 'port' && value === 12345) continue;
        const response = await alice.post('/api/gateway/create/', { ...valid, [field]: value });
        expect([400], `${field}=${JSON.stringify(value)}`).toContain(response.status);
      }
    }
    const gateway = await createGateway(alice, smsc.port, { enabled: false });
    for (const [field, value] of [
      ['port', 70000],
      ['bind_type', 'xx'],
      ['window_size', 0],
      ['interface_version', 0x33],
    ] as const) {
      const response = await alice.put('/api/gateway/update/', { ...gateway, [field]: value });
      expect(response.status).toBe(400);
      expect(response.body).toHaveProperty(field);
    }
    const sends: Record<string, unknown>[] = [
      {},
      { gateway: gateway.id },
      { gateway: gateway.id, destinations: [], text: 'x' },
      { gateway: gateway.id, destinations: ['1'], text: '' },
      { gateway: gateway.id, destinations: ['1'], text: 'x', coding: 'klingon' },
      { gateway: gateway.id, destinations: ['1'], coding: 'binary', hex: 'abc' },
      { gateway: gateway.id, destinations: ['1'], text: 'x', validity_period: 'tomorrow' },
      { gateway: gateway.id, destinations: ['1'], text: 'x', tlvs: [{ tag: 0x10000, value: '' }] },
      { gateway: gateway.id, destinations: ['1'], text: 'x', load_test: { count: 0, rate: 1 } },
      { gateway: 'abc', destinations: ['1'], text: 'x' },
    ];
    for (const body of sends) {
      const response = await alice.post('/api/message/smsc/create/', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const queries = [
      '/api/message/smsc/list/?page=0',
      '/api/message/smsc/list/?status=lost',
      '/api/message/smsc/list/?ordering=size',
      '/api/message/smsc/list/?date_from=yesterday',
      '/api/log/smsc/list/?command=explode',
      '/api/log/smsc/list/?direction=sideways',
      '/api/log/smsc/list/?sequence_number=0xZZ',
      '/api/log/smsc/download/?format=xml',
      '/api/log/smsc/download/?date_to=never',
    ];
    for (const path of queries) {
      expect((await alice.get(path)).status, path).toBe(400);
    }
    for (const path of [
      '/api/message/smsc/abc/',
      '/api/message/smsc/999999/',
      '/api/message/smsc/load-test/nope/',
      '/api/log/smsc/999999/',
    ]) {
      expect((await alice.get(path)).status, path).toBe(404);
    }
  });

  it('needs a signed-in user', async () => {
    const anonymous = server().client();
    for (const path of [
      '/api/gateway/list/',
      '/api/message/smsc/list/',
      '/api/log/smsc/list/',
      '/api/events/',
    ]) {
      expect((await anonymous.get(path)).status, path).toBe(401);
    }
  });
});
