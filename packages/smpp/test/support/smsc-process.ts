// Child process running our SmppServer on 127.0.0.1:argv[2] (0 = any free port), answering
// submit_sm; it reports the bound port to the parent over IPC. Tests kill it to simulate a crash.
import { SmppServer } from '../../src/index.js';
import { answerSubmits, testAuthenticate } from './smpp-fixtures.js';

const server = new SmppServer({ authenticate: testAuthenticate });
server.on('session', answerSubmits);
const { port } = await server.listen(Number(process.argv[2] ?? 0), '127.0.0.1');
process.send?.({ port });
