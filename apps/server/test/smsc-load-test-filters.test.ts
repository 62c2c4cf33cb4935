import type { LoadTestProgress, Message } from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import { createGateway, eventually, sendSms, startSmsc, waitForState } from './support/smsc-api.js';

describeEachDialect('Sent SMS load-test filters', (server) => {
  let smsc: SmscSimulator;
  let alice: ApiClient;
  let bob: ApiClient;

  beforeAll(async () => {
    smsc = await startSmsc();
    alice = await server().signedInClient('alice-ltf@example.com');
    bob = await server().signedInClient('bob-ltf@example.com');
  });

  afterAll(async () => {
    await smsc.stop();
  });

  type Page = { count: number; results: Message[] };
  const list = (client: ApiClient, query: string, pageSize = 10) =>
    client.get<Page>(`/api/message/smsc/list/?page_size=${pageSize}${query}`);

  it("lists one load test's messages, or hides every load test, paged on the server", async () => {
    const gateway = await createGateway(alice, smsc.port);
    await waitForState(alice, gateway.id, 'bound');
    const startTest = async () => {
      const created = await alice.post<{ load_test_id: string }>('/api/message/smsc/create/', {
        gateway: gateway.id,
        destinations: ['491600000101'],
        text: 'load',
        load_test: { count: 15, rate: 100 },
      });
      expect(created.status).toBe(201);
      const id = created.body.load_test_id;
      await eventually(`load test ${id} done`, async () => {
        const response = await alice.get<LoadTestProgress>(`/api/message/smsc/load-test/${id}/`);
        return response.body.done ? true : undefined;
      });
      return id;
    };
    const first = await startTest();
    const second = await startTest();
    const manual = await sendSms(alice, {
      gateway: gateway.id,
      destinations: ['491600000201', '491600000202'],
      text: 'by hand',
    });

    const everything = await list(alice, '');
    expect(everything.body.count).toBe(32);

    const hidden = await list(alice, '&hide_load_tests=true');
    expect(hidden.status).toBe(200);
    expect(hidden.body.count).toBe(2);
    expect(hidden.body.results.map((message) => message.id).sort()).toEqual([...manual].sort());

    const one = await list(alice, `&load_test=${first}&page=2`);
    expect(one.body.count).toBe(15);
    expect(one.body.results).toHaveLength(5);
    const firstIds = (await list(alice, `&load_test=${first}`, 100)).body.results;
    const secondIds = (await list(alice, `&load_test=${second}`, 100)).body.results;
    expect(firstIds).toHaveLength(15);
    expect(firstIds.some((m) => secondIds.some((other) => other.id === m.id))).toBe(false);

    // Another user's test shows nothing of it; bad values are a 400 with the field named.
    expect((await list(bob, `&load_test=${first}`)).body.count).toBe(0);
    const bad = await alice.get<{ errors?: Record<string, unknown> }>(
      '/api/message/smsc/list/?load_test=nope&hide_load_tests=maybe',
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/load_test/);
    expect(JSON.stringify(bad.body)).toMatch(/hide_load_tests/);
  });
});
