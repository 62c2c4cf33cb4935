import { libraryNamed } from '../adapters/index.js';
import { cpuMicros, onDriverMessage, report } from '../children.js';

// Usage (forked by bench/run.ts): server.ts <library>
// Answers every submit_sm; on 'measure' reports the CPU time it has used so far.
const library = libraryNamed(process.argv[2]);
const server = await library.startServer();
onDriverMessage((message) => {
  if (message.type === 'measure') void report({ type: 'cpu', cpuMicros: cpuMicros() });
  else void server.close().finally(() => process.exit(0));
});
await report({ type: 'ready', port: server.port });
