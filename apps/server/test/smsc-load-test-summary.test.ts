import type { LoadTestHeadline, LoadTestProgress, LoadTestSummary, Paged } from '@routelab/shared';
import { CommandStatus } from '@routelab/smpp';
import type { SmscSimulator } from '@routelab/smpp/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.js';
import { describeEachDialect } from './support/dialects.js';
import {
  createGateway,
  eventually,
  startSmsc,
  undeliverableTo666,
  waitForState,
} from './support/smsc-api.js';

/** Destinations ending in 13 have a bad address, in 14 refused; 666 are undeliverable. */
const DESTINATIONS = [
  '491600000001',
  '491600000013',
  '491600000666',
  '491600000014',
  '491600000002',
];

/** Nearest rank, the definition the summary promises, over sorted values. */
function nearestRank(sorted: number[], percent: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.ceil((percent * sorted.length) / 100) - 1]!;
}

describeEachDialect('load-test summary, list and export', (server) => {
  let smsc: SmscSimulator;
  let alice: ApiClient;
  let bob: ApiClient;

  beforeAll(async () => {
    smsc = await startSmsc({
      reply: (submit) => {
        const to = submit.pdu.destination_addr;
        if (to.endsWith('13')) return { status: CommandStatus.ESME_RINVDSTADR };
        if (to.endsWith('14')) return { status: CommandStatus.ESME_RSUBMITFAIL };
        return undeliverableTo666(submit);
      },
    });
    alice = await server().signedInClient('alice-lts@example.com');
    bob = await server().signedInClient('bob-lts@example.com');
  });

  afterAll(async () => {
    await smsc.stop();
  });

  const runTest = async (gateway: number, count: number, destinations: string[]) => {
    const created = await alice.post<{ load_test_id: string }>('/api/message/smsc/create/', {
      gateway,
      destinations,
      text: 'load',
      load_test: { count, rate: 200 },
    });
    expect(created.status).toBe(201);
    const id = created.body.load_test_id;
    await eventually(`load test ${id} done`, async () => {
      const response = await alice.get<LoadTestProgress>(`/api/message/smsc/load-test/${id}/`);
      return response.body.done ? true : undefined;
    });
    // Receipts come after the last answer: wait until every part has its outcome.
    return eventually(`every outcome of ${id}`, async () => {
      const response = await alice.get<LoadTestSummary>(
        `/api/message/smsc/load-test/${id}/summary/`,
      );
      expect(response.status).toBe(200);
      return response.body.outcomes.no_answer === 0 ? response.body : undefined;
    });
  };

  it('sums up a finished test from its stored parts, lists it and exports it', async () => {
    const gateway = await createGateway(alice, smsc.port);
    await waitForState(alice, gateway.id, 'bound');
    const summary = await runTest(gateway.id, 30, DESTINATIONS);

    expect(summary).toMatchObject({
      id: summary.id,
      gateway_id: gateway.id,
      total: 30,
      done: true,
      stopped: false,
      outcomes: { delivered: 12, not_delivered: 6, failed: 12, no_answer: 0 },
      // As many of each: in command_status order.
      failures: [
        {
          command_status: CommandStatus.ESME_RINVDSTADR,
          command_status_name: 'ESME_RINVDSTADR',
          count: 6,
        },
        {
          command_status: CommandStatus.ESME_RSUBMITFAIL,
          command_status_name: 'ESME_RSUBMITFAIL',
          count: 6,
        },
      ],
    });

    // The expected figures, from the stored rows by another road than the server's SQL.
    const rows = await server()
      .db.selectFrom('smsc_message_parts as p')
      .innerJoin('smsc_messages as m', 'm.id', 'p.sms_id')
      .where('m.load_test_id', '=', summary.id)
      .select(['p.submitted_at', 'p.responded_at', 'p.done_at'])
      .execute();
    expect(rows).toHaveLength(30);
    const latencies = (end: 'responded_at' | 'done_at') =>
      rows
        .filter((row) => row.submitted_at !== null && row[end] !== null)
        .map((row) => Number(row[end]) - Number(row.submitted_at))
        .sort((a, b) => a - b);
    const submit = latencies('responded_at');
    const receipt = latencies('done_at');
    expect(submit).toHaveLength(30);
    expect(receipt).toHaveLength(18);
    for (const [figures, values] of [
      [summary.submit_latency_ms, submit],
      [summary.receipt_latency_ms, receipt],
    ] as const) {
      expect(figures).toEqual({
        p50: nearestRank(values, 50),
        p95: nearestRank(values, 95),
        p99: nearestRank(values, 99),
        samples: values.length,
      });
    }
    const firstSubmit = Math.min(...rows.map((row) => Number(row.submitted_at)));
    const lastAnswer = Math.max(...rows.map((row) => Number(row.responded_at)));
    const lastOutcome = Math.max(lastAnswer, ...rows.map((row) => Number(row.done_at ?? 0)));
    expect(summary.duration_ms).toBe(lastOutcome - firstSubmit);
    expect(summary.messages_per_second).toBeCloseTo((30 * 1000) / (lastAnswer - firstSubmit), 6);

    // The export: a header and one row per part, in part order, with its times and latencies.
    const exported = await alice.get<string>(`/api/message/smsc/load-test/${summary.id}/export/`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.headers.get('content-disposition')).toBe(
      `attachment; filename="load-test-${summary.id}.csv"`,
    );
    const lines = exported.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'message_id,destination,seq,status,command_status,submitted_at,answered_at,receipt_at,' +
        'submit_latency_ms,receipt_latency_ms',
    );
    expect(lines).toHaveLength(31);
    const cells = lines.slice(1).map((line) => line.split(','));
    const throttled = cells.filter((row) => row[1]!.endsWith('13'));
    expect(throttled).toHaveLength(6);
    for (const row of throttled) {
      expect(row[3]).toBe('failed');
      expect(row[4]).toBe(String(CommandStatus.ESME_RINVDSTADR));
      expect(row[7]).toBe('');
      expect(Number(row[8])).toBe(Date.parse(row[6]!) - Date.parse(row[5]!));
    }
    const delivered = cells.filter((row) => row[3] === 'delivered');
    expect(delivered).toHaveLength(12);
    for (const row of delivered) {
      expect(Number(row[9])).toBe(Date.parse(row[7]!) - Date.parse(row[5]!));
    }

    // Two more tests: the list pages on the server, newest first.
    const second = await runTest(gateway.id, 2, ['491600000003']);
    const third = await runTest(gateway.id, 2, ['491600000004']);
    const page = (query: string) =>
      alice.get<Paged<LoadTestHeadline>>(`/api/message/smsc/load-test/list/?${query}`);
    const first = await page('page_size=2');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(3);
    expect(first.body.results.map((test) => test.id)).toEqual([third.id, second.id]);
    const last = await page('page_size=2&page=2');
    expect(last.body.results).toHaveLength(1);
    const oldest = last.body.results[0]!;
    expect(oldest).toEqual({
      id: summary.id,
      gateway_id: gateway.id,
      started_at: summary.started_at,
      total: 30,
      done: true,
      stopped: false,
      duration_ms: summary.duration_ms,
      messages_per_second: summary.messages_per_second,
      outcomes: summary.outcomes,
    });
    const bad = await page('page_size=0&page=x');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/page_size/);

    // Another user's test, or one that never was, is not found; their list is empty.
    for (const path of [
      `/api/message/smsc/load-test/${summary.id}/summary/`,
      `/api/message/smsc/load-test/${summary.id}/export/`,
      '/api/message/smsc/load-test/00000000-0000-4000-8000-000000000000/summary/',
      '/api/message/smsc/load-test/nope/summary/',
    ]) {
      const client = path.includes(summary.id) ? bob : alice;
      expect((await client.get(path)).status, path).toBe(404);
    }
    expect(
      (await bob.get<Paged<LoadTestHeadline>>('/api/message/smsc/load-test/list/')).body,
    ).toEqual({ count: 0, results: [] });
  });
});
