import { libraryNamed } from '../adapters/index.js';
import { memoryAfterGc, onDriverMessage, report } from '../children.js';

// Usage (forked by bench/run.ts): flood-client.ts <library> <port> <count> <timeCapMs>
// Offers <count> submit_sm to a server that has stopped reading, as fast as the library lets it
// (awaiting each offer), for at most <timeCapMs>; then reports its memory after a full GC (needs
// --expose-gc), so what the library still holds is counted and garbage is not.
const [name, port, count, timeCapMs] = process.argv.slice(2);
const library = libraryNamed(name);
const target = Number(count);
const client = await library.connect(Number(port), { window: 10_000, responseTimeoutMs: 600_000 });
onDriverMessage(() => process.exit(0));
await report({ type: 'bound', rssBytes: process.memoryUsage().rss });

let offered = 0;
const deadline = performance.now() + Number(timeCapMs);
const timeUp = new Promise<false>((resolve) =>
  setTimeout(() => resolve(false), Number(timeCapMs)).unref(),
);
while (offered < target && performance.now() < deadline) {
  // An offer that backpressure holds back never settles; the time cap ends the loop then.
  const taken = await Promise.race([client.offer().then(() => true), timeUp]);
  if (!taken) break;
  offered++;
}
await report({ type: 'flooded', offered, ...memoryAfterGc() });
