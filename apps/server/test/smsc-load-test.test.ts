import {
  gatewayConnectionEventSchema,
  loadTestProgressSchema,
  logLinesEventSchema,
  messageChangesEventSchema,
  type LoadTestProgress,
  type MessageDetail,
} from '@routelab/shared';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  connectionOf,
  createGateway,
  eventually,
  startSmsc,
  waitForState,
} from './support/smsc-api.js';
import { SseReader } from './support/sse-reader.js';

describeEachDialect('load tests and live events', (server) => {
  let smsc: SmscSimulator;
  let client: ApiClient;
  let events: SseReader;

  beforeAll(async () => {
    smsc = await startSmsc();
    client = await server().signedInClient('load@example.com');
    events = await SseReader.open(client);
  });

  afterAll(async () => {
    await events.close();
    await smsc.stop();
  });

  it('streams connection states, messages, log lines and load-test progress', async () => {
    expect(events.status).toBe(200);
    const gateway = await createGateway(client, smsc.port);
    await waitForState(client, gateway.id, 'bound');
    const created = await client.post<{ ids: number[]; load_test_id: string }>(
      '/api/message/smsc/create/',
      {
        gateway: gateway.id,
        destinations: ['491600000001', '491600000002'],
        text: 'load',
        load_test: { count: 60, rate: 40 },
      },
    );
    expect(created.status).toBe(201);
    const id = created.body.load_test_id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const progress = await eventually(
      'every receipt of the load test',
      async () => {
        const response = await client.get<LoadTestProgress>(`/api/message/smsc/load-test/${id}/`);
        return response.body.delivered === 60 ? response.body : undefined;
      },
      20_000,
    );
    expect(progress).toMatchObject({
      id,
      gateway_id: gateway.id,
      total: 60,
      created: 60,
      submitted: 60,
      acknowledged: 60,
      failed: 0,
      done: true,
    });
    const sent = progress.per_second.reduce((sum, second) => sum + second.sent, 0);
    expect(sent).toBe(60);
    // 60 messages at 40/s take at least a second and a half.
    expect(progress.per_second.length).toBeGreaterThanOrEqual(2);
    expect(progress.per_second[0]!.latency_p50_ms).not.toBeNull();
    expect(smsc.submits).toHaveLength(60);

    await eventually('live events of every kind', async () =>
      ['gateway.connection', 'message.smsc', 'log.smsc', 'load_test.progress'].every(
        (kind) => events.of(kind).length > 0,
      )
        ? true
        : undefined,
    );
    expect(events.of('gateway.connection')).toContainEqual({
      id: gateway.id,
      connection: expect.objectContaining({ state: 'bound' }),
    });
    // Every payload holds to its shared contract.
    for (const data of events.of('gateway.connection')) gatewayConnectionEventSchema.parse(data);
    for (const data of events.of('message.smsc')) messageChangesEventSchema.parse(data);
    for (const data of events.of('log.smsc')) logLinesEventSchema.parse(data);
    for (const data of events.of('load_test.progress')) loadTestProgressSchema.parse(data);
    const last = events.of('load_test.progress').at(-1) as LoadTestProgress;
    expect(last.id).toBe(id);

    const other = await server().signedInClient('load-other@example.com');
    expect((await other.get(`/api/message/smsc/load-test/${id}/`)).status).toBe(404);
  });

  it('streams a received (MO) message as it is stored', async () => {
    const gateway = await createGateway(client, smsc.port, { name: 'MO SMSC' });
    await waitForState(client, gateway.id, 'bound');
    // Every bound gateway of this suite gets it (one session each); all take it.
    const statuses = await smsc.sendMo({
      source: '447700900999',
      destination: 'RouteLab',
      text: 'live MO',
    });
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 0)).toBe(true);
    const list = await client.get<{ results: { id: number; text: string }[] }>(
      `/api/message/smsc/list/?direction=mo&gateway=${gateway.id}`,
    );
    const stored = list.body.results.find((message) => message.text === 'live MO');
    expect(stored).toBeDefined();
    await eventually('a message.smsc event naming it', async () =>
      events
        .of('message.smsc')
        .some((data) =>
          messageChangesEventSchema
            .parse(data)
            .results.some((change) => change.id === stored!.id && change.status === 'delivered'),
        )
        ? true
        : undefined,
    );
    expect((await client.request('DELETE', `/api/gateway/delete/${gateway.id}/`)).status).toBe(204);
  });

  it('streams connection states with the messages queued for a gateway that is down', async () => {
    // A port nothing listens on: the gateway keeps trying, publishing each attempt.
    const closed = await startSmsc();
    const port = closed.port;
    await closed.stop();
    const gateway = await createGateway(client, port, { name: 'Down SMSC' });
    const created = await client.post('/api/message/smsc/create/', {
      gateway: gateway.id,
      destinations: ['491600000011', '491600000012'],
      text: 'waiting',
    });
    expect(created.status).toBe(201);
    await eventually('a state event counting both queued messages', async () =>
      events.of('gateway.connection').some((data) => {
        const event = gatewayConnectionEventSchema.parse(data);
        return event.id === gateway.id && event.connection.queued === 2;
      })
        ? true
        : undefined,
    );
    const ids = (created.body as { ids: number[] }).ids;
    expect((await client.request('DELETE', `/api/gateway/delete/${gateway.id}/`)).status).toBe(204);
    // None of them can go out now: they end failed, saying why, not queued for ever.
    for (const id of ids) {
      const message = await client.get<MessageDetail>(`/api/message/smsc/${id}/`);
      expect(message.body).toMatchObject({
        status: 'failed',
        gateway_id: null,
        error: expect.stringContaining('gateway was deleted'),
      });
    }
  });

  it('saves a load test once it has run, and reads a saved one the server no longer holds', async () => {
    const gateway = await createGateway(client, smsc.port, { name: 'Saving SMSC' });
    await waitForState(client, gateway.id, 'bound');
    const created = await client.post<{ load_test_id: string }>('/api/message/smsc/create/', {
      gateway: gateway.id,
      destinations: ['491600000031'],
      text: 'saved',
      load_test: { count: 5, rate: 100 },
    });
    const id = created.body.load_test_id;
    const { db } = server();
    const row = await eventually('the saved load test', async () => {
      const saved = await db
        .selectFrom('load_tests')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return saved && loadTestProgressSchema.parse(JSON.parse(saved.progress)).done
        ? saved
        : undefined;
    });
    expect(JSON.parse(row.progress)).toMatchObject({ id, total: 5, submitted: 5, done: true });

    // As after a restart: in the table only.
    const saved = { ...JSON.parse(row.progress), id: '00000000-0000-4000-8000-000000000031' };
    await db
      .insertInto('load_tests')
      .values({ ...row, id: saved.id, progress: JSON.stringify(saved) })
      .execute();
    const read = await client.get(`/api/message/smsc/load-test/${saved.id}/`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(saved);
    expect((await client.post(`/api/message/smsc/load-test/${saved.id}/stop/`)).body).toEqual(
      saved,
    );
    const other = await server().signedInClient('load-saved-other@example.com');
    expect((await other.get(`/api/message/smsc/load-test/${saved.id}/`)).status).toBe(404);
  });

  it('stops a load test: no more are created, those still queued fail, outcomes are counted', async () => {
    // Sends 20/s of the 200/s created: a queue builds up for the stop to fail.
    const gateway = await createGateway(client, smsc.port, {
      name: 'Stoppable SMSC',
      throughput_limit: 20,
    });
    await waitForState(client, gateway.id, 'bound');
    const created = await client.post<{ load_test_id: string }>('/api/message/smsc/create/', {
      gateway: gateway.id,
      // Every other one ends undeliverable at the simulator.
      destinations: ['491600000021', '491600000666'],
      text: 'stop me',
      registered_delivery: 1,
      load_test: { count: 10_000, rate: 200 },
    });
    expect(created.status).toBe(201);
    const id = created.body.load_test_id;
    const progressOf = async () =>
      (await client.get<LoadTestProgress>(`/api/message/smsc/load-test/${id}/`)).body;
    await eventually('receipts of both outcomes', async () => {
      const progress = await progressOf();
      return progress.delivered > 0 && progress.not_delivered > 0 ? true : undefined;
    });

    const stopped = await client.post<LoadTestProgress>(`/api/message/smsc/load-test/${id}/stop/`);
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ done: true, stopped: true });
    expect(stopped.body.created).toBeLessThan(10_000);
    const createdWhenStopped = stopped.body.created;
    const sentWhenStopped = smsc.submits.length;
    // At 20/s the gateway would send some 20 parts it had claimed ahead; one may be on the wire.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await progressOf()).created).toBe(createdWhenStopped);
    expect(smsc.submits.length - sentWhenStopped).toBeLessThanOrEqual(1);
    const failed = await client.get<{ count: number; results: MessageDetail[] }>(
      `/api/message/smsc/list/?gateway=${gateway.id}&status=failed&page_size=1`,
    );
    expect(failed.body.count).toBeGreaterThan(0);
    expect(failed.body.results[0]?.error).toContain('load test was stopped');
    expect((await connectionOf(client, gateway.id))?.queued).toBe(0);
    const other = await server().signedInClient('load-stop-other@example.com');
    expect((await other.post(`/api/message/smsc/load-test/${id}/stop/`)).status).toBe(404);
    expect((await client.post(`/api/message/smsc/load-test/nope/stop/`)).status).toBe(404);
  });
});
