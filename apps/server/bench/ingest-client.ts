import { tell } from './ingest-process.js';
import { RawSubmitStream } from './raw-submit-stream.js';

// Usage (forked by ingest.ts and routing.ts):
//   ingest-client.ts <port> <system_id> <password> <window> <count> <timeCapMs> [rate]
// As fast as the window allows: each answer lets one more submit_sm go, until <count> are
// answered or <timeCapMs> passed. With [rate] (submits per second), no faster than that either:
// paced every 5 ms, within the window.
const [port, systemId, password, windowArg, countArg, capArg, rateArg] = process.argv.slice(2);
const window = Number(windowArg);
const total = Number(countArg);
const rate = Number(rateArg ?? 0);
const deadline = performance.now() + Number(capArg);
const PACE_MS = 5;

const stream = new RawSubmitStream({
  port: Number(port),
  systemId: systemId ?? '',
  password: password ?? '',
  most: total,
  name: 'load client',
  onBound: () => {
    if (rate > 0) setInterval(() => sendFrames(window), PACE_MS);
    else sendFrames(window);
  },
  onAnswers: (answered) => {
    if (answered === 0) return;
    if (stream.completed === stream.sent && (stream.sent >= total || performance.now() > deadline))
      finish();
    else if (rate === 0) sendFrames(answered);
  },
});

/** Sends up to `howMany`: within the window, and with a rate, what the pace allows by now. */
function sendFrames(howMany: number): void {
  let count = Math.min(howMany, total - stream.sent);
  if (rate > 0) {
    const due = Math.floor(((performance.now() - stream.started) * rate) / 1_000) - stream.sent;
    count = Math.min(count, due, window - (stream.sent - stream.completed));
  }
  if (count <= 0 || performance.now() > deadline) return;
  stream.send(count);
}

function finish(): void {
  tell(stream.report(performance.now() - stream.started));
  setTimeout(() => process.exit(0), 100);
}
