import { libraryNamed } from '../../../packages/smpp/bench/adapters/index.js';
import { memoryReport, onCommand, tell } from './ingest-process.js';

// Usage (forked by ingest.ts): ingest-baseline-server.ts <library>
// A server of the library bench that stores nothing (accepts any bind, answers every submit_sm
// at once): npm `smpp` is the baseline; RouteLab's own library does the same protocol work, so
// beside RouteLab's server it shows what storage costs.
const server = await libraryNamed(process.argv[2]).startServer();
onCommand((command) => {
  if (command.type === 'measure') tell(memoryReport());
  else if (command.type === 'stop') void server.close().finally(() => process.exit(0));
});
tell({ type: 'ready', port: server.port });
