import { routelabLibrary } from '../../../packages/smpp/bench/adapters/routelab.js';
import { memoryReport, onCommand, tell } from './ingest-process.js';

// Usage (forked by ingest.ts): RouteLab's own SMPP library as a server that stores nothing (the
// library bench's server: accepts any bind, answers every submit_sm at once). Beside the npm
// server it is the like-for-like protocol path; beside RouteLab's server, what storage costs.
const server = await routelabLibrary.startServer();
onCommand((command) => {
  if (command.type === 'measure') tell(memoryReport());
  else if (command.type === 'stop') void server.close().finally(() => process.exit(0));
});
tell({ type: 'ready', port: server.port });
