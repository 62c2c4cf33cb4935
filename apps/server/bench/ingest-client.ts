import { tell } from './ingest-process.js';
import { RawSubmitStream } from './raw-submit-stream.js';

// Usage (forked by ingest.ts): ingest-client.ts <port> <system_id> <password> <window> <count> <timeCapMs>
// As fast as the window allows: each answer lets one more submit_sm go, until <count> are
// answered or <timeCapMs> passed.
const [port, systemId, password, windowArg, countArg, capArg] = process.argv.slice(2);
const window = Number(windowArg);
const total = Number(countArg);
const deadline = performance.now() + Number(capArg);

const stream = new RawSubmitStream({
  port: Number(port),
  systemId: systemId ?? '',
  password: password ?? '',
  most: total,
  name: 'load client',
  onBound: () => sendFrames(window),
  onAnswers: (answered) => {
    if (answered === 0) return;
    if (stream.completed === stream.sent && (stream.sent >= total || performance.now() > deadline))
      finish();
    else sendFrames(answered);
  },
});

function sendFrames(howMany: number): void {
  const count = Math.min(howMany, total - stream.sent);
  if (count <= 0 || performance.now() > deadline) return;
  stream.send(count);
}

function finish(): void {
  tell(stream.report(performance.now() - stream.started));
  setTimeout(() => process.exit(0), 100);
}
