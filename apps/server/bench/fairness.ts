import { cpus } from 'node:os';
import { IngestWorker, type IngestMessage } from './ingest-process.js';

// `npm run bench` part: fairness. RouteLab's server (from the build, storage and PDU logging on)
// serves a well-behaved account sending submit_sm at a steady rate, first alone, then beside each
// hostile peer of another account in turn (a fresh server each), all in this run, each in its
// own process, on 127.0.0.1. The table shows the well-behaved account's rate and latency and the
// server's RSS.
// Goal: at least 90 % of the rate alone, p99 under 100 ms, RSS growth under 100 MB. Bounded:
// about 15 s a scenario.
const RATE = 1_000;
const WINDOW = 50;
const DURATION_MS = 8_000;
/** The hostile peer runs this long before the measured run starts. */
const HEAD_START_MS = 1_500;
/** A first run alone, not measured: the server's code and caches warm up, its RSS settles. */
const WARM_UP_MS = 3_000;
const SAMPLE_MS = 250;
const MB = 1024 * 1024;

interface Scenario {
  title: string;
  /** fairness-hostile.ts kind; none for the run alone. */
  hostile?: string;
}

const scenarios: Scenario[] = [
  { title: 'alone' },
  { title: 'enquire_link flood, 3,000 outstanding', hostile: 'enquire-flood' },
  { title: 'a peer that never reads', hostile: 'never-reading' },
  { title: 'bind flood, 400 connections, wrong password', hostile: 'bind-flood' },
];

type Load = Extract<IngestMessage, { type: 'load' }>;
interface Row {
  scenario: Scenario;
  load: Load;
  rssMaxBytes: number;
}

async function rssOf(server: IngestWorker): Promise<number> {
  server.send({ type: 'measure' });
  return (await server.next('memory', 10_000)).rssBytes;
}

async function run(
  server: IngestWorker,
  port: number,
  scenario: Scenario,
  index: number,
  durationMs = DURATION_MS,
) {
  process.stderr.write(` ${scenario.title} ...\n`);
  const hostile = scenario.hostile
    ? new IngestWorker('fairness-hostile.ts', [
        scenario.hostile,
        String(port),
        `bench${index}`,
        'bench',
      ])
    : undefined;
  try {
    if (hostile) {
      await hostile.next('bound', 30_000);
      await new Promise((resolve) => setTimeout(resolve, HEAD_START_MS));
    }
    const client = new IngestWorker('fairness-client.ts', [
      String(port),
      'bench0',
      'bench',
      String(RATE),
      String(WINDOW),
      String(durationMs),
    ]);
    let rssMaxBytes = 0;
    let measuring = true;
    const sampling = (async () => {
      while (measuring) {
        rssMaxBytes = Math.max(rssMaxBytes, await rssOf(server));
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      }
    })();
    try {
      const load = await client.next('load', durationMs + 30_000);
      return { scenario, load, rssMaxBytes };
    } finally {
      measuring = false;
      await sampling;
      await client.stop();
    }
  } finally {
    await hostile?.stop();
  }
}

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

process.stderr.write(
  `Fairness benchmark: Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}\n`,
);
const rows: (Row & { startRss: number })[] = [];
// Each scenario gets a server of its own, warmed up alone: RSS rarely shrinks, so one server
// would charge each peer with what the peers before it left behind.
for (const [index, scenario] of scenarios.entries()) {
  const server = new IngestWorker('ingest-server.ts', [String(scenarios.length)]);
  try {
    const { port } = await server.next('ready', 60_000);
    await run(server, port, { title: 'warm-up' }, 0, WARM_UP_MS);
    const startRss = await rssOf(server);
    rows.push({ ...(await run(server, port, scenario, index)), startRss });
  } finally {
    await server.stop();
  }
}

const alone = rows[0]!.load;
const rateOf = (load: Load) => load.acked / (load.elapsedMs / 1000);
const problems: string[] = [];
const lines = [
  `Well-behaved account: submit_sm at ${format(RATE)}/s (window ${WINDOW}) for ${DURATION_MS / 1000} s, beside each hostile peer of another account; each row on a fresh server warmed up alone, its RSS sampled every ${SAMPLE_MS} ms (growth: the highest sample less the RSS after the warm-up).`,
  '',
  '| beside | submit_sm/s | of alone | refused | p50 ms | p99 ms | server RSS max MB | RSS growth MB |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
];
for (const { scenario, load, rssMaxBytes, startRss } of rows) {
  const share = rateOf(load) / rateOf(alone);
  const growth = (rssMaxBytes - startRss) / MB;
  lines.push(
    `| ${scenario.title} | ${format(rateOf(load))} | ${format(share * 100)} % | ${format(load.refused)} | ${format(load.p50Ms, 1)} | ${format(load.p99Ms, 1)} | ${format(rssMaxBytes / MB)} | ${format(growth)} |`,
  );
  if (share < 0.9) problems.push(`${scenario.title}: ${format(share * 100)} % of the rate alone`);
  if (load.p99Ms >= 100) problems.push(`${scenario.title}: p99 ${format(load.p99Ms, 1)} ms`);
  if (growth >= 100) problems.push(`${scenario.title}: RSS grew ${format(growth)} MB`);
}
lines.push('');
lines.push(
  problems.length === 0
    ? 'Goal met: >= 90 % of the rate alone, p99 < 100 ms, RSS growth < 100 MB beside every hostile peer.'
    : `Goal missed: ${problems.join('; ')}.`,
);
process.stdout.write(`${lines.join('\n')}\n`);
