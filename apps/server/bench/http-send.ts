import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kannel, kannelSendUser } from '../../../packages/smpp/test/interop/support/kannel.js';
import type { HttpLoadJob, HttpLoadResult } from './http-send-client.js';
import { IngestWorker } from './ingest-process.js';
import { markdownTable } from './markdown-table.js';
import { buildForNode } from './node-build.js';
import { processCpuMicros, processesCpuMicros } from './proc-cpu.js';
import { SmscChild } from './smsc-child.js';

// `npm run bench`, HTTP send part (issue 38): one message per HTTP request, 32 requests in
// flight over kept-alive connections, through Kannel's sendsms (Debian `kannel`: smsbox ->
// bearerbox, its package's defaults plus the config the support file states) and through
// RouteLab built, in its own process as `npm start` runs it: its /cgi-bin/sendsms and its JSON
// API (POST /api/message/smsc/create/ with an API key). Each goes to the same local SMSC process
// (window 100), in alternating rounds (K R J K R J…, a fresh server each), and the table shows
// the median round of each. A round ends when the SMSC has every accepted message. The load
// comes from a lean client in its own process (http-send-client.ts) that prints its own CPU;
// every process's CPU is read from /proc over the round. Then each side once more, paced at half
// its median rate, for the answer latency there; last, a sendsms load during which RouteLab is
// killed (-9) and restarted on its data: every 202 must reach the SMSC once.
// BENCH_HTTP_MESSAGES, BENCH_HTTP_ROUNDS shrink it; BENCH_HTTP_ONLY=Kannel|sendsms|json runs one
// side; BENCH_HTTP_CPU_PROF=<dir> writes V8 CPU profiles of RouteLab's servers there.
const MESSAGES = Number(process.env.BENCH_HTTP_MESSAGES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 2);
const CONCURRENCY = 32;
const WINDOW = 100;
const CAP_MS = 120_000;

type SideName = 'Kannel' | 'sendsms' | 'json';

interface Target {
  port: number;
  mode: HttpLoadJob['mode'];
  username: string;
  password: string;
  gatewayId: number;
  /** The server's processes (for their CPU time). */
  pids: number[];
}

interface Round {
  load: HttpLoadResult;
  /** Requests answered per second. */
  answered: number;
  /** Accepted messages at the SMSC per second, from the first request to the last arrival. */
  atSmsc: number;
  serverCpu: number;
  smscCpu: number;
  clientCpu: number;
}

interface Side {
  name: SideName;
  title: string;
  start: (smsc: SmscChild) => Promise<{ target: Target; stop: () => Promise<void> }>;
}

const clientScript = await buildForNode('http-send-client.ts');
const serverScript = await buildForNode('http-send-server.ts');

/** One load from the client's own process, resolved with its report. */
function runClient(job: HttpLoadJob): Promise<HttpLoadResult> {
  const child = fork(clientScript, [JSON.stringify(job)], { execArgv: [] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as HttpLoadResult));
    child.once('exit', (code) =>
      reject(new Error(`the HTTP load ended (${code}) without a result`)),
    );
  });
}

/** A load at `rate` (0: as fast as answers come), until the SMSC has every accepted message. */
async function measure(smsc: SmscChild, target: Target, count: number, rate = 0): Promise<Round> {
  const before = (await smsc.count()).submits;
  const cpuBefore = { server: processesCpuMicros(target.pids), smsc: processCpuMicros(smsc.pid) };
  const started = performance.now();
  const load = await runClient({
    ...target,
    messages: count,
    concurrency: CONCURRENCY,
    rate,
    prefix: '4917',
  });
  const deadline = Date.now() + CAP_MS;
  for (;;) {
    const { submits } = await smsc.count();
    if (submits - before >= count - load.refused) break;
    if (Date.now() > deadline) throw new Error(`only ${submits - before} of ${count} at the SMSC`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const atSmscMs = performance.now() - started;
  const accepted = count - load.refused;
  return {
    load,
    answered: (count * 1000) / load.answeredMs,
    atSmsc: (accepted * 1000) / atSmscMs,
    serverCpu: (processesCpuMicros(target.pids) - cpuBefore.server) / Math.max(1, accepted),
    smscCpu: (processCpuMicros(smsc.pid) - cpuBefore.smsc) / Math.max(1, accepted),
    clientCpu: load.cpuMicros / count,
  };
}

const kannel: Side = {
  name: 'Kannel',
  title: 'Kannel 1.4 sendsms (smsbox -> bearerbox)',
  start: async (smsc) => {
    const server = await Kannel.start({
      smscPort: smsc.port,
      systemId: 'bench',
      password: 'bench',
      moUrl: 'http://127.0.0.1:9/mo',
      maxPendingSubmits: WINDOW,
      logLevel: 4,
    });
    const port = Number(new URL(server.sendsmsBase()).port);
    return {
      target: { port, mode: 'sendsms', ...kannelSendUser, gatewayId: 0, pids: server.pids },
      stop: () => server.stop(),
    };
  },
};

const routeLab = (name: 'sendsms' | 'json', title: string): Side => ({
  name,
  title,
  start: async (smsc) => {
    const profileDir = process.env.BENCH_HTTP_CPU_PROF;
    const server = new IngestWorker(
      serverScript,
      [String(smsc.port), String(WINDOW)],
      {},
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    try {
      const ready = await server.next('http-ready', 120_000);
      return {
        target: {
          port: ready.port,
          mode: name,
          username: ready.username,
          password: ready.apiKey,
          gatewayId: ready.gatewayId,
          pids: server.pid === undefined ? [] : [server.pid],
        },
        stop: () => server.stop(),
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  },
});

const sides = [
  kannel,
  routeLab('sendsms', 'RouteLab /cgi-bin/sendsms'),
  routeLab('json', 'RouteLab JSON API, API key'),
].filter((side) => !process.env.BENCH_HTTP_ONLY || process.env.BENCH_HTTP_ONLY === side.name);

/** One round of a side on a fresh server: a warm-up, then the measured load (and the paced one). */
async function round(smsc: SmscChild, side: Side, pacedRate = 0): Promise<Round> {
  const { target, stop } = await side.start(smsc);
  try {
    await measure(smsc, target, Math.ceil(MESSAGES / 10));
    return await measure(smsc, target, pacedRate > 0 ? MESSAGES / 2 : MESSAGES, pacedRate);
  } finally {
    await stop();
  }
}

interface KillRound {
  accepted: number;
  unanswered: number;
  atKill: number;
  missing: number;
  twice: number;
}

/**
 * kill -9 during a sendsms load, then a restart on the same data: every request answered 202
 * must reach the SMSC, none twice (destinations of their own, counted by the SMSC).
 */
async function killRound(smsc: SmscChild): Promise<KillRound> {
  const dataDir = await mkdtemp(join(tmpdir(), 'routelab-http-kill-'));
  const args = [String(smsc.port), String(WINDOW), dataDir];
  try {
    const first = new IngestWorker(serverScript, args);
    let atKill = 0;
    let load: HttpLoadResult;
    try {
      const ready = await first.next('http-ready', 120_000);
      const before = (await smsc.count()).submits;
      const loading = runClient({
        port: ready.port,
        mode: 'sendsms',
        username: ready.username,
        password: ready.apiKey,
        gatewayId: ready.gatewayId,
        messages: MESSAGES,
        concurrency: CONCURRENCY,
        rate: 0,
        prefix: '4918',
        untilCut: true,
      });
      const deadline = Date.now() + CAP_MS;
      while ((atKill = (await smsc.count()).submits - before) < MESSAGES / 3) {
        if (Date.now() > deadline) throw new Error(`only ${atKill} at the SMSC before the kill`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await first.kill();
      load = await loading;
    } finally {
      await first.kill();
    }
    const accepted = load.accepted ?? [];
    const second = new IngestWorker(serverScript, [...args, 'resume']);
    try {
      await second.next('http-ready', 120_000);
      const deadline = Date.now() + CAP_MS;
      let tally = await smsc.tally(accepted);
      while (tally.missing > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        tally = await smsc.tally(accepted);
      }
      return {
        accepted: accepted.length,
        unanswered: load.unanswered ?? 0,
        atKill,
        missing: tally.missing,
        twice: tally.twice,
      };
    } finally {
      await second.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const format = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    : 'n/a';

process.stderr.write(
  `HTTP send benchmark: Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}; ${ROUNDS} alternating rounds\n`,
);
const smsc = await SmscChild.start();
const rounds = new Map<SideName, Round[]>(sides.map((side) => [side.name, []]));
const paced = new Map<SideName, Round>();
const failures: string[] = [];
let killed: KillRound | undefined;
try {
  for (let index = 1; index <= ROUNDS; index += 1) {
    for (const side of sides) {
      process.stderr.write(`  round ${index} of ${ROUNDS}: ${side.title}\n`);
      try {
        rounds.get(side.name)!.push(await round(smsc, side));
      } catch (error) {
        failures.push(`${side.title}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  for (const side of sides) {
    const measured = rounds.get(side.name)!;
    if (measured.length === 0) continue;
    const rate = Math.round(median(measured.map((one) => one.answered)) / 2);
    process.stderr.write(`  ${side.title} paced at ${rate} requests/s\n`);
    try {
      paced.set(side.name, await round(smsc, side, rate));
    } catch (error) {
      failures.push(
        `${side.title}, paced: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (sides.some((side) => side.name === 'sendsms')) {
    process.stderr.write('  RouteLab /cgi-bin/sendsms: kill -9 during the load, then a restart\n');
    try {
      killed = await killRound(smsc);
    } catch (error) {
      failures.push(`kill -9 round: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await smsc.stop();
}

/** The round of median answered rate, so that a row's figures come from one round. */
function medianRound(name: SideName): Round | undefined {
  const measured = [...(rounds.get(name) ?? [])].sort((a, b) => a.answered - b.answered);
  return measured[Math.floor((measured.length - 1) / 2)];
}
const kannelRound = medianRound('Kannel');
const rows = sides.flatMap((side) => {
  const one = medianRound(side.name);
  if (!one) return [];
  const half = paced.get(side.name);
  const refused = (rounds.get(side.name) ?? []).reduce((sum, each) => sum + each.load.refused, 0);
  return [
    [
      side.title,
      format(one.answered),
      format(one.atSmsc),
      kannelRound ? `${(one.answered / kannelRound.answered).toFixed(2)}x` : 'n/a',
      format(one.serverCpu, 1),
      kannelRound ? `${(one.serverCpu / kannelRound.serverCpu).toFixed(2)}x` : 'n/a',
      format(one.smscCpu, 1),
      format(one.clientCpu, 1),
      format(one.load.p99Ms, 1),
      half ? `${format(half.load.p50Ms, 1)} / ${format(half.load.p99Ms, 1)}` : 'n/a',
      String(refused),
    ],
  ];
});
const table = markdownTable(
  [
    'HTTP send, 1 message per request',
    'answered req/s',
    'at the SMSC msg/s',
    'vs Kannel',
    'server CPU µs/msg',
    'CPU vs Kannel',
    'SMSC CPU µs/msg',
    'client CPU µs/req',
    'p99 ms',
    'at half rate p50 / p99 ms',
    'refused',
  ],
  rows,
);
process.stdout.write(
  `\n## HTTP send (${format(MESSAGES)} messages a round, median of ${ROUNDS} alternating rounds, ${CONCURRENCY} requests in flight, window ${WINDOW}, ${cpus().length} cores, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}, SQLite)\n\n${table}\n`,
);
const sendsms = medianRound('sendsms');
const json = medianRound('json');
if (kannelRound && sendsms) {
  const goals = [
    `sendsms answered ${(sendsms.answered / kannelRound.answered).toFixed(2)}x Kannel (goal ≥ 2x)`,
    `its server CPU per message ${(sendsms.serverCpu / kannelRound.serverCpu).toFixed(2)}x Kannel's bearerbox + smsbox (goal ≤ 0.5x)`,
  ];
  if (json)
    goals.push(`JSON API ${(json.answered / kannelRound.answered).toFixed(2)}x Kannel (goal ≥ 2x)`);
  const half = paced.get('sendsms');
  if (half)
    goals.push(`sendsms p99 at half its rate ${format(half.load.p99Ms, 1)} ms (goal < 10 ms)`);
  process.stdout.write(`\nGoals of issue 38: ${goals.join('; ')}.\n`);
}
if (killed) {
  process.stdout.write(
    `\nkill -9 of RouteLab during a sendsms load (${format(killed.atKill)} messages at the SMSC by then), restarted on the same data: ${format(killed.accepted)} requests answered 202 before it (${format(killed.unanswered)} cut unanswered); of those, ${format(killed.missing)} never reached the SMSC and ${format(killed.twice)} reached it twice (goal: none and none).\n`,
  );
  if (killed.missing > 0 || killed.twice > 0) {
    failures.push(`kill -9: ${killed.missing} accepted messages lost, ${killed.twice} sent twice`);
  }
}
const refusals = [...rounds.values(), [...paced.values()]]
  .flat()
  .flatMap((one) => (one.load.firstRefusal ? [one.load.firstRefusal] : []));
if (refusals.length > 0) failures.push(`refused requests, e.g. ${refusals[0]}`);
if (failures.length > 0) {
  process.stdout.write(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}\n`);
  process.exitCode = 1;
}
