import { libraryNamed } from '../adapters/index.js';
import { onDriverMessage, report } from '../children.js';

// Usage (forked by bench/run.ts): server.ts <library>
const library = libraryNamed(process.argv[2]);
const server = await library.startServer();
onDriverMessage((message) => {
  if (message.type === 'stop') void server.close().finally(() => process.exit(0));
});
await report({ type: 'ready', port: server.port });
