import { markdownTable } from './markdown-table.js';
import { cpus, loadavg } from 'node:os';
import { runNpmSmppBaseline, type BaselineResult } from './npm-smpp-baseline.js';
import { percentile } from './percentile.js';
import { RouteLabServer } from './routelab-server.js';
import { SmscChild } from './smsc-child.js';

// `npm run bench`, end-to-end part: messages created through RouteLab's HTTP API, stored,
// submitted through a gateway (window 100, PDU logging on) to a local SMSC in another process
// that answers and sends receipts, until every receipt is stored; beside the same SMSC driven
// by the npm `smpp` client alone. Bounded in count and time; loopback only.
const CAP_MS = 120_000;
const WINDOW = 100;

interface Scenario {
  title: string;
  messages: number;
  perRequest: number;
  concurrency: number;
}

const scenarios: Scenario[] = [
  {
    title: 'RouteLab API, 1 message per request (32 at once)',
    messages: 3_000,
    perRequest: 1,
    concurrency: 32,
  },
  {
    title: 'RouteLab API, 100 destinations per request',
    messages: 20_000,
    perRequest: 100,
    concurrency: 4,
  },
];

interface Result extends BaselineResult {
  title: string;
  pduRows?: number;
}

async function runScenario(port: number, scenario: Scenario, index: number): Promise<Result> {
  const server = await RouteLabServer.start();
  try {
    const { client, db } = server;
    const gateway = await client.post<{ id: number }>('/api/gateway/create/', {
      name: 'bench',
      host: '127.0.0.1',
      port,
      system_id: 'bench',
      password: 'bench',
      window_size: WINDOW,
    });
    if (gateway.status !== 201) throw new Error(`gateway: ${JSON.stringify(gateway.body)}`);
    const started = performance.now();
    const deadline = Date.now() + CAP_MS;
    const requests = scenario.messages / scenario.perRequest;
    let next = 0;
    const worker = async () => {
      while (next < requests && Date.now() < deadline) {
        const request = next++;
        const destinations = Array.from(
          { length: scenario.perRequest },
          (_, i) => `49${index}${String(request * scenario.perRequest + i).padStart(9, '0')}`,
        );
        const response = await client.post('/api/message/smsc/create/', {
          gateway: gateway.body.id,
          source_addr: 'Bench',
          destinations,
          text: 'RouteLab end-to-end benchmark message',
        });
        if (response.status !== 201) throw new Error(`create: ${response.status}`);
      }
    };
    await Promise.all(Array.from({ length: scenario.concurrency }, worker));
    for (;;) {
      const { done } = await db
        .selectFrom('smsc_messages')
        .select((eb) => eb.fn.countAll<number>().as('done'))
        .where('status', '=', 'delivered')
        .executeTakeFirstOrThrow();
      if (Number(done) >= scenario.messages) break;
      if (Date.now() > deadline) throw new Error(`only ${done} of ${scenario.messages} delivered`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const elapsedMs = performance.now() - started;
    const parts = await db
      .selectFrom('smsc_message_parts as p')
      .innerJoin('smsc_messages as m', 'm.id', 'p.sms_id')
      .select(['m.created_at', 'p.submitted_at', 'p.responded_at', 'p.done_at'])
      .execute();
    const submit = parts
      .map((p) => Number(p.responded_at) - Number(p.submitted_at))
      .sort((a, b) => a - b);
    const endToEnd = parts
      .map((p) => Number(p.done_at) - Number(p.created_at))
      .sort((a, b) => a - b);
    await server.lab.stop();
    const { rows } = await db
      .selectFrom('pdu_logs')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .executeTakeFirstOrThrow();
    return {
      title: scenario.title,
      messages: scenario.messages,
      elapsedMs,
      submitP50Ms: percentile(submit, 0.5),
      submitP99Ms: percentile(submit, 0.99),
      endToEndP50Ms: percentile(endToEnd, 0.5),
      endToEndP99Ms: percentile(endToEnd, 0.99),
      pduRows: Number(rows),
    };
  } finally {
    await server.stop();
  }
}

const fixed = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString('en-US', { maximumFractionDigits: digits }) : 'n/a';

function table(results: Result[]): string {
  const header = [
    'End-to-end path (local SMSC in another process, receipts on)',
    'messages',
    'msg/s',
    'submit p50 / p99 ms',
    'create -> receipt p50 / p99 ms',
    'PDUs logged',
  ];
  const lines = results.map((r) => [
    r.title,
    fixed(r.messages),
    fixed((r.messages * 1000) / r.elapsedMs),
    `${fixed(r.submitP50Ms, 1)} / ${fixed(r.submitP99Ms, 1)}`,
    `${fixed(r.endToEndP50Ms, 1)} / ${fixed(r.endToEndP99Ms, 1)}`,
    r.pduRows === undefined ? 'none' : fixed(r.pduRows),
  ]);
  return markdownTable(header, lines);
}

const smsc = await SmscChild.start();
const results: Result[] = [];
const failures: string[] = [];
try {
  for (const [index, scenario] of scenarios.entries()) {
    process.stderr.write(`  e2e ${scenario.title} ...\n`);
    try {
      results.push(await runScenario(smsc.port, scenario, index));
    } catch (error) {
      failures.push(`${scenario.title}: ${(error as Error).message}`);
    }
  }
  process.stderr.write('  e2e npm smpp client ...\n');
  try {
    const baseline = await runNpmSmppBaseline(smsc.port, 20_000, WINDOW, CAP_MS);
    results.push({
      ...baseline,
      title: `npm smpp client alone (window ${WINDOW}, nothing stored)`,
    });
  } catch (error) {
    failures.push(`npm smpp baseline: ${(error as Error).message}`);
  }
} finally {
  await smsc.stop();
}
process.stdout.write(
  `\n## End to end (${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}, SQLite)\n\n${table(results)}\n`,
);
if (failures.length > 0) {
  process.stdout.write(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}\n`);
  process.exitCode = 1;
}
