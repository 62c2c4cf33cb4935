import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { breakdownTable, cpuBreakdown, type CpuBreakdown } from './cpu-breakdown.js';
import { IngestWorker, type IngestMessage } from './ingest-process.js';
import { markdownTable } from './markdown-table.js';
import { buildForNode } from './node-build.js';
import { SmscChild } from './smsc-child.js';

// `npm run bench`, gateway mode: ESME -> RouteLab -> SMSC. RouteLab's server (built, in its own
// process, SQLite, PDU logging on, billing off) with a gateway to a local SMSC in another process
// that answers every submit and sends its receipt (matched and passed back to the ESME's part,
// held for a receiver bind: the load client binds as a transmitter). The same raw load client as
// the ingest bench (window 100) drives, in alternating rounds, an account that stores everything
// (the ingest) and a routing account whose every submit goes out through a static MT route; a
// routed round ends when the SMSC has every message. Then a routed load paced at half the best
// routed rate, for the added latency (the ESME's submit received -> the submit_sm written to the
// SMSC, from the server's own timestamps). Last, one more routed load on a fresh server under
// V8's CPU profiler, for where the CPU per routed message goes (BENCH_ROUTING_PROFILE=0 skips
// it). BENCH_ROUTING_MESSAGES and BENCH_ROUTING_ROUNDS shrink it.
const WINDOW = 100;
const knob = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MESSAGES = knob('BENCH_ROUTING_MESSAGES', 30_000);
const ROUNDS = knob('BENCH_ROUTING_ROUNDS', 3);
const WARM_UP = Math.ceil(MESSAGES / 10);
const TIME_CAP_MS = 60_000;
const ACCOUNT_PASSWORD = 'benchpw';

type Load = Extract<IngestMessage, { type: 'load' }>;
type Memory = Extract<IngestMessage, { type: 'memory' }>;

interface Run {
  load: Load;
  /** The measured load's bounds on the server's monotonic clock (µs), for its CPU profiles. */
  from: number;
  to: number;
  /** Messages per second: acknowledged (ingest), or at the SMSC (routed). */
  rate: number;
  cpuPerMessage: number;
}

async function drive(port: number, systemId: string, count: number, rate = 0): Promise<Load> {
  const client = new IngestWorker('ingest-client.ts', [
    String(port),
    systemId,
    ACCOUNT_PASSWORD,
    String(WINDOW),
    String(count),
    String(TIME_CAP_MS),
    String(rate),
  ]);
  try {
    return await client.next('load', TIME_CAP_MS + 60_000);
  } finally {
    await client.stop();
  }
}

async function untilAtSmsc(smsc: SmscChild, submits: number): Promise<void> {
  const deadline = Date.now() + TIME_CAP_MS;
  while ((await smsc.count()).submits < submits) {
    if (Date.now() > deadline) throw new Error(`the SMSC got fewer than ${submits} submits`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function measured(
  server: IngestWorker,
  body: () => Promise<Load>,
): Promise<Run & { ms: number }> {
  server.send({ type: 'mark' });
  const before = await server.next('memory', 10_000);
  const started = performance.now();
  const load = await body();
  const ms = performance.now() - started;
  server.send({ type: 'measure' });
  const after: Memory = await server.next('memory', 10_000);
  return {
    load,
    ms,
    from: before.monotonicMicros,
    to: after.monotonicMicros,
    rate: (load.acked / ms) * 1_000,
    cpuPerMessage: (after.cpuMicros - before.cpuMicros) / load.acked,
  };
}

/** Routed loads on the server at `port`: each ends when the SMSC has every message of it. */
async function routedLoadOf(port: number) {
  let atSmsc = (await smsc.count()).submits;
  return async (count: number, rate = 0) => {
    const load = await drive(port, 'route', count, rate);
    atSmsc += load.acked;
    await untilAtSmsc(smsc, atSmsc);
    return load;
  };
}

/**
 * A routed load on a fresh server with V8's CPU profiler in every thread: where its CPU per
 * routed message goes, summed from the samples taken during the measured load.
 */
async function profiledRoutedLoad(): Promise<CpuBreakdown> {
  const dir = await mkdtemp(join(tmpdir(), 'routelab-routing-profile-'));
  try {
    const profiled = new IngestWorker(serverScript, [String(smsc.port)], {}, [
      '--cpu-prof',
      `--cpu-prof-dir=${dir}`,
    ]);
    let run: Run;
    try {
      const { port } = await profiled.next('ready', 120_000);
      const routedLoad = await routedLoadOf(port);
      await routedLoad(WARM_UP);
      run = await measured(profiled, () => routedLoad(MESSAGES));
    } finally {
      // The profiles are written as the process and its threads exit.
      await profiled.stop();
    }
    return await cpuBreakdown(dir, run.from, run.to, run.load.acked);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

process.stderr.write(
  `Gateway mode benchmark: Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}; best of ${ROUNDS} alternating rounds\n`,
);
const problems: string[] = [];
const smsc = await SmscChild.start();
const serverScript = await buildForNode('routing-server.ts');
const server = new IngestWorker(serverScript, [String(smsc.port)]);
let ingest: Run | undefined;
let routed: Run | undefined;
let latency: Extract<IngestMessage, { type: 'latency' }> | undefined;
let pacedRate = 0;
try {
  const { port } = await server.next('ready', 120_000);
  const routedLoad = await routedLoadOf(port);
  await drive(port, 'store', WARM_UP);
  await routedLoad(WARM_UP);
  for (let round = 1; round <= ROUNDS; round++) {
    process.stderr.write(`  round ${round} of ${ROUNDS}: ingest, then routed\n`);
    const stored = await measured(server, () => drive(port, 'store', MESSAGES));
    if (!ingest || stored.rate > ingest.rate) ingest = stored;
    const sent = await measured(server, () => routedLoad(MESSAGES));
    if (!routed || sent.rate > routed.rate) routed = sent;
    for (const run of [stored, sent]) {
      if (run.load.refused > 0) problems.push(`${format(run.load.refused)} submits refused`);
    }
  }
  pacedRate = Math.round(routed!.rate / 2);
  process.stderr.write(`  routed at ${format(pacedRate)} msg/s (half the best) for the latency\n`);
  const pacedCount = Math.min(MESSAGES, pacedRate * 10);
  await measured(server, () => routedLoad(pacedCount, pacedRate));
  server.send({ type: 'latency' });
  latency = await server.next('latency', 60_000);
  if (latency.sent !== latency.messages) {
    problems.push(`${latency.messages - latency.sent} paced messages not sent`);
  }
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  await server.stop();
}
let breakdown: CpuBreakdown | undefined;
if (process.env.BENCH_ROUTING_PROFILE !== '0' && problems.length === 0) {
  process.stderr.write('  one more routed load under the CPU profiler\n');
  try {
    breakdown = await profiledRoutedLoad();
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
}
await smsc.stop();

if (ingest && routed && latency) {
  const share = routed.rate / ingest.rate;
  const rows = [
    [
      'messages per second (ingest: acknowledged; routed: at the SMSC)',
      format(ingest.rate),
      format(routed.rate),
      `${format(share * 100)}%`,
    ],
    [
      'server CPU per message (µs)',
      format(ingest.cpuPerMessage, 1),
      format(routed.cpuPerMessage, 1),
      `+${format(routed.cpuPerMessage - ingest.cpuPerMessage, 1)} µs`,
    ],
    [
      'load client CPU per message (µs)',
      format(ingest.load.cpuMicros / ingest.load.acked, 1),
      format(routed.load.cpuMicros / routed.load.acked, 1),
      '',
    ],
    [
      'p99 submit_sm_resp latency (ms)',
      format(ingest.load.p99Ms, 2),
      format(routed.load.p99Ms, 2),
      '',
    ],
    [
      `added latency at ${format(pacedRate)} msg/s, p50 / p99 (ms)`,
      '—',
      `${format(latency.p50Ms)} / ${format(latency.p99Ms)}`,
      '',
    ],
  ];
  const table = markdownTable(
    ['Metric', 'ingest (stores all)', 'routed (ESME → SMSC)', 'routed / ingest'],
    rows,
  );
  process.stdout.write(
    `\nGateway mode, window ${WINDOW} on both legs, ${format(MESSAGES)} messages a round, best of ${ROUNDS} alternating rounds (load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}):\n\n${table}\n`,
  );
  process.stdout.write(
    `\nRouted messages per second are ${format(share * 100)}% of the ingest's in the same run (goal: at least 70%${share < 0.7 ? ', missed' : ''}); the p99 added latency at half the routed rate is ${format(latency.p99Ms)} ms (goal: under 20 ms${latency.p99Ms >= 20 ? ', missed' : ''}; the server's timestamps are whole milliseconds).\n`,
  );
}
if (breakdown) {
  process.stdout.write(
    `\nWhere RouteLab's server spends its CPU per routed message, from V8's CPU profiles of every thread during one more routed load (the profiler itself costs a little; set BENCH_ROUTING_PROFILE=0 to skip):\n\n${breakdownTable(breakdown)}`,
  );
}
if (problems.length > 0) {
  process.stdout.write(`\nProblems:\n${problems.map((line) => `- ${line}`).join('\n')}\n`);
  process.exitCode = 1;
}
