// Child process for the backpressure test: binds to the port in argv[2] and awaits send() for
// each of argv[3] submit_sm, reporting progress and RSS to the parent over IPC.
import { SmppClient } from '../../src/index.js';

const port = Number(process.argv[2]);
const total = Number(process.argv[3]);
const report = (message: Record<string, unknown>) => process.send?.(message);

const client = new SmppClient({
  port,
  system_id: 'tester',
  password: 'secret',
  windowSize: 1_000_000,
  responseTimeoutMs: 600_000,
  enquireLinkIntervalMs: 0,
});
await client.connect();
const baselineRss = process.memoryUsage().rss;
let sent = 0;
const progress = setInterval(
  () => report({ type: 'progress', sent, rss: process.memoryUsage().rss, baselineRss }),
  100,
);
const text = Buffer.alloc(160, 'x');
for (; sent < total;) {
  await client.send({
    command: 'submit_sm',
    destination_addr: '4915112345678',
    short_message: text,
  });
  sent += 1;
}
clearInterval(progress);
report({ type: 'done', sent, rss: process.memoryUsage().rss, baselineRss });
process.on('disconnect', () => process.exit(0));
