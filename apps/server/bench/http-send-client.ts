// Usage (forked by bench/http-send.ts): the HTTP load, in its own process so that it takes no
// CPU from the server measured. Sends `messages` GET requests to `base` + a query per message,
// `concurrency` at a time, and reports when all were answered and how many were not 202.
interface Job {
  base: string;
  username: string;
  password: string;
  messages: number;
  concurrency: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const started = performance.now();
let next = 0;
let refused = 0;
const worker = async () => {
  while (next < job.messages) {
    const index = next++;
    const query = new URLSearchParams({
      username: job.username,
      password: job.password,
      from: 'Bench',
      to: `4917${String(index).padStart(9, '0')}`,
      text: 'RouteLab HTTP send benchmark message',
    });
    const response = await fetch(`${job.base}?${query.toString()}`);
    await response.arrayBuffer();
    if (response.status !== 202) refused += 1;
  }
};
await Promise.all(Array.from({ length: job.concurrency }, worker));
process.send?.({ answeredMs: performance.now() - started, refused });
process.exit(0);
