import { tell } from './ingest-process.js';
import { RawSubmitStream } from './raw-submit-stream.js';

// Usage (forked by fairness.ts): fairness-client.ts <port> <system_id> <password> <rate> <window> <durationMs>
// A well-behaved account: submit_sm at a steady <rate> a second, at most <window> unanswered,
// for <durationMs>; then it waits (bounded) for the last answers and reports rate and latency.
const [port, systemId, password, rateArg, windowArg, durationArg] = process.argv.slice(2);
const rate = Number(rateArg);
const window = Number(windowArg);
const durationMs = Number(durationArg);
const DRAIN_MS = 5_000;
const TICK_MS = 5;

const most = Math.ceil((rate * durationMs) / 1000);
let ticker: NodeJS.Timeout | undefined;
let sending = true;

const stream = new RawSubmitStream({
  port: Number(port),
  systemId: systemId ?? '',
  password: password ?? '',
  most,
  name: 'fairness client',
  onBound: () => {
    ticker = setInterval(tick, TICK_MS);
  },
  onAnswers: () => {
    if (!sending && stream.completed === stream.sent) finish();
  },
});

/** Sends what the steady rate owes by now, as far as the window allows. */
function tick(): void {
  const elapsed = performance.now() - stream.started;
  if (elapsed >= durationMs) {
    clearInterval(ticker);
    sending = false;
    setTimeout(finish, DRAIN_MS);
    if (stream.completed === stream.sent) finish();
    return;
  }
  const due = Math.min(most, Math.floor((rate * elapsed) / 1000)) - stream.sent;
  const count = Math.min(due, window - (stream.sent - stream.completed));
  if (count <= 0) return;
  stream.send(count);
}

let finished = false;
function finish(): void {
  if (finished) return;
  finished = true;
  tell(stream.report(durationMs));
  setTimeout(() => process.exit(0), 100);
}
