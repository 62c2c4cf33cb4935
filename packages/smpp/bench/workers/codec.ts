import { libraryNamed } from '../adapters/index.js';
import { codecCases, type CodecCase } from '../adapters/types.js';
import { report } from '../children.js';

// Usage (forked by bench/run.ts): codec.ts <library> <case> <durationMs>
const library = libraryNamed(process.argv[2]);
const kind = process.argv[3] as CodecCase;
if (!codecCases.includes(kind)) throw new Error(`unknown codec case ${kind}`);
const durationMs = Number(process.argv[4] ?? 2_000);
const maxRoundTrips = 50_000_000;
const batch = 1_000;

const roundTrip = library.codecRoundTrip(kind);
const warmUpEnd = performance.now() + Math.min(500, durationMs / 4);
while (performance.now() < warmUpEnd) for (let i = 0; i < batch; i++) roundTrip();

let roundTrips = 0;
const start = performance.now();
let elapsed = 0;
while (elapsed < durationMs && roundTrips < maxRoundTrips) {
  for (let i = 0; i < batch; i++) roundTrip();
  roundTrips += batch;
  elapsed = performance.now() - start;
}
await report({ type: 'codec', roundTripsPerSecond: (roundTrips / elapsed) * 1_000 });
process.exit(0);
