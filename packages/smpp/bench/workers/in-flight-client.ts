import { libraryNamed } from '../adapters/index.js';
import { memoryAfterGc, onDriverMessage, report } from '../children.js';

// Usage (forked by bench/run.ts): in-flight-client.ts <library> <port> <count>
// Binds, then fires <count> submit_sm at a server that never answers and reports its memory when
// the driver asks (after the server has read them all), after a full GC (needs --expose-gc).
const [name, port, count] = process.argv.slice(2);
const library = libraryNamed(name);
const target = Number(count);
const client = await library.connect(Number(port), {
  window: target,
  responseTimeoutMs: 600_000,
});
onDriverMessage((message) => {
  if (message.type === 'measure') {
    void report({ type: 'memory', ...memoryAfterGc() });
  } else {
    process.exit(0);
  }
});
await report({ type: 'bound', rssBytes: process.memoryUsage().rss });
for (let i = 0; i < target; i++) client.submit(() => undefined);
