import { markdownTable } from './markdown-table.js';
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { CreatedApiKey } from '@routelab/shared';
import { Kannel, kannelSendUser } from '../../../packages/smpp/test/interop/support/kannel.js';
import { RouteLabServer } from './routelab-server.js';
import { SmscChild } from './smsc-child.js';

// `npm run bench`, HTTP send part: one message per HTTP request, C requests in flight, through
// Kannel's sendsms (smsbox -> bearerbox) and RouteLab's /cgi-bin/sendsms (-> gateway), both to
// the same local SMSC process with the same window, same requests, same run. Measures how fast
// the requests are answered and how fast the SMSC receives the messages. Loopback only.
const MESSAGES = Number(process.env.BENCH_HTTP_MESSAGES ?? 5_000);
const CONCURRENCY = 32;
const WINDOW = 100;
const CAP_MS = 120_000;

interface Result {
  title: string;
  answeredMs: number;
  submittedMs: number;
  refused: number;
}

/** The load from its own process (http-send-client.ts); then waits for the SMSC to have it. */
async function drive(
  smsc: SmscChild,
  title: string,
  target: { base: string; username: string; password: string },
): Promise<Result> {
  const before = (await smsc.count()).submits;
  const started = performance.now();
  const deadline = Date.now() + CAP_MS;
  const job = { ...target, messages: MESSAGES, concurrency: CONCURRENCY };
  const child = fork(fileURLToPath(new URL('./http-send-client.ts', import.meta.url)), [
    JSON.stringify(job),
  ]);
  const { answeredMs, refused } = await new Promise<{ answeredMs: number; refused: number }>(
    (resolve, reject) => {
      child.once('message', (message) =>
        resolve(message as { answeredMs: number; refused: number }),
      );
      child.once('exit', (code) =>
        reject(new Error(`the HTTP load ended (${code}) without a result`)),
      );
    },
  );
  for (;;) {
    const { submits } = await smsc.count();
    if (submits - before >= MESSAGES - refused) break;
    if (Date.now() > deadline) throw new Error(`${title}: only ${submits - before} submitted`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { title, answeredMs, submittedMs: performance.now() - started, refused };
}

async function kannelRun(smsc: SmscChild): Promise<Result> {
  const kannel = await Kannel.start({
    smscPort: smsc.port,
    systemId: 'bench',
    password: 'bench',
    moUrl: 'http://127.0.0.1:9/mo',
    maxPendingSubmits: WINDOW,
    logLevel: 4,
  });
  try {
    return await drive(smsc, 'Kannel smsbox -> bearerbox', {
      base: kannel.sendsmsBase(),
      ...kannelSendUser,
    });
  } finally {
    await kannel.stop();
  }
}

async function routeLabRun(smsc: SmscChild): Promise<Result> {
  const server = await RouteLabServer.start();
  try {
    const { client, lab } = server;
    const gateway = await client.post<{ id: number }>('/api/gateway/create/', {
      name: 'bench',
      host: '127.0.0.1',
      port: smsc.port,
      system_id: 'bench',
      password: 'bench',
      window_size: WINDOW,
    });
    if (gateway.status !== 201) throw new Error(`gateway: ${JSON.stringify(gateway.body)}`);
    const created = await client.post<CreatedApiKey>('/api/user/api-key/create/', {
      name: 'bench',
      permissions: ['send_sms'],
      rate_limit: 100_000,
    });
    for (;;) {
      if (lab.ctx.smsc.manager.connection(gateway.body.id).state === 'bound') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return await drive(smsc, 'RouteLab /cgi-bin/sendsms -> gateway', {
      base: `http://127.0.0.1:${lab.ports().http}/cgi-bin/sendsms`,
      username: 'bench@example.com',
      password: created.body.key,
    });
  } finally {
    await server.stop();
  }
}

const rate = (ms: number) => Math.round((MESSAGES * 1000) / ms).toLocaleString('en-US');

function table(results: Result[]): string {
  const kannel = results.find((result) => result.title.startsWith('Kannel'));
  const header = [
    'HTTP send, 1 message per request',
    'answered msg/s',
    'at the SMSC msg/s',
    'vs Kannel',
    'refused',
  ];
  const lines = results.map((result) => [
    result.title,
    rate(result.answeredMs),
    rate(result.submittedMs),
    kannel ? `${(kannel.submittedMs / result.submittedMs).toFixed(2)}x` : 'n/a',
    String(result.refused),
  ]);
  return markdownTable(header, lines);
}

const smsc = await SmscChild.start();
const results: Result[] = [];
const failures: string[] = [];
try {
  const runs = [
    ['Kannel', kannelRun],
    ['RouteLab', routeLabRun],
  ] as const;
  // BENCH_HTTP_ONLY=RouteLab measures one side alone (e.g. under a profiler).
  for (const [title, run] of runs.filter(
    ([name]) => !process.env.BENCH_HTTP_ONLY || process.env.BENCH_HTTP_ONLY === name,
  )) {
    process.stderr.write(`  http-send ${title} ...\n`);
    try {
      results.push(await run(smsc));
    } catch (error) {
      failures.push(`${title}: ${(error as Error).message}`);
    }
  }
} finally {
  await smsc.stop();
}
process.stdout.write(
  `\n## HTTP send (${MESSAGES.toLocaleString('en-US')} messages, ${CONCURRENCY} requests in flight, window ${WINDOW}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}, SQLite)\n\n${table(results)}\n`,
);
if (failures.length > 0) {
  process.stdout.write(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}\n`);
  process.exitCode = 1;
}
