// Child process running the SMSC simulator on 127.0.0.1:argv[2] (0 = any free port), accepting
// the test credentials; it reports the bound port to the parent over IPC. Tests kill it to
// simulate a crash.
import { startServer } from './smpp-fixtures.js';

const { port } = await startServer({}, undefined, Number(process.argv[2] ?? 0));
process.send?.({ port });
