import { npmSmppLibrary } from '../../../packages/smpp/bench/adapters/npm-smpp.js';
import { memoryReport, onCommand, tell } from './ingest-process.js';

// Usage (forked by ingest.ts): the npm `smpp` server of the library bench (accepts any bind,
// answers every submit_sm at once, stores nothing): the baseline.
const server = await npmSmppLibrary.startServer();
onCommand((command) => {
  if (command.type === 'measure') tell(memoryReport());
  else if (command.type === 'stop') void server.close().finally(() => process.exit(0));
});
tell({ type: 'ready', port: server.port });
