import { libraryNamed } from '../adapters/index.js';
import { cpuMicros, onDriverMessage, report } from '../children.js';
import { quantile } from '../stats.js';

// Usage (forked by bench/run.ts): client.ts <library> <port> <window> <count> <timeCapMs>
// Binds, reports 'bound', and starts sending when the driver says 'start' (after it has read the
// server's CPU counter).
const [name, port, window, count, timeCapMs] = process.argv.slice(2);
const library = libraryNamed(name);
const target = Number(count);
const client = await library.connect(Number(port), {
  window: Number(window),
  responseTimeoutMs: 30_000,
});
const startSignal = new Promise<void>((resolve) =>
  onDriverMessage((message) => {
    if (message.type === 'start') resolve();
    else if (message.type === 'stop') process.exit(0);
  }),
);
await report({ type: 'bound', rssBytes: process.memoryUsage().rss });
await startSignal;

const latencies = new Float64Array(target);
let sent = 0;
let completed = 0;
let failed = 0;
const startCpu = cpuMicros();
const start = performance.now();
const deadline = start + Number(timeCapMs);

// Keeps `window` requests outstanding: every response starts the next request.
await new Promise<void>((resolve) => {
  const sendNext = () => {
    if (sent >= target || performance.now() > deadline) {
      if (completed + failed === sent) resolve();
      return;
    }
    sent++;
    const sentAt = performance.now();
    client.submit((ok) => {
      if (ok) latencies[completed++] = performance.now() - sentAt;
      else failed++;
      sendNext();
    });
  };
  for (let i = 0; i < Math.min(Number(window), target); i++) sendNext();
});
const elapsedMs = performance.now() - start;
const clientCpuMicros = cpuMicros() - startCpu;

await report({
  type: 'loopback',
  completed,
  failed,
  elapsedMs,
  p50Ms: quantile(latencies, completed, 0.5),
  p99Ms: quantile(latencies, completed, 0.99),
  cpuMicros: clientCpuMicros,
});
await client.close();
process.exit(0);
