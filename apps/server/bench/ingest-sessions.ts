import { connect, type Socket } from 'node:net';
import { createPdu, encodePdu } from '@routelab/smpp';
import { onCommand, tell } from './ingest-process.js';

// Usage (forked by ingest.ts): ingest-sessions.ts <port> <sessions> <accounts>
// Opens <sessions> connections bound as transceivers (to bench0..bench<accounts-1>, spread
// evenly), answers enquire_link, and holds them until told to stop.
const [portArg, sessionsArg, accountsArg] = process.argv.slice(2);
const port = Number(portArg);
const sessions = Number(sessionsArg);
const accounts = Number(accountsArg);
const BIND_TRANSCEIVER_RESP = 0x80000009;
const ENQUIRE_LINK = 0x00000015;
const sockets: Socket[] = [];
let bound = 0;

function open(index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    let pending = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 16 && pending.length >= pending.readUInt32BE(0)) {
        const length = pending.readUInt32BE(0);
        const commandId = pending.readUInt32BE(4);
        const status = pending.readUInt32BE(8);
        const sequence = pending.readUInt32BE(12);
        if (commandId === BIND_TRANSCEIVER_RESP) {
          if (status !== 0) reject(new Error(`bind ${index} refused: 0x${status.toString(16)}`));
          else resolve();
        } else if (commandId === ENQUIRE_LINK) {
          socket.write(encodePdu(createPdu('enquire_link_resp', { sequenceNumber: sequence })));
        }
        pending = pending.subarray(length);
      }
    });
    socket.write(
      encodePdu(
        createPdu('bind_transceiver', {
          system_id: `bench${index % accounts}`,
          password: 'bench',
          interface_version: 0x34,
          sequenceNumber: 1,
        }),
      ),
    );
  });
}

onCommand(() => {
  for (const socket of sockets) socket.destroy();
  process.exit(0);
});
// In groups, so the listener's backlog is never the limit.
for (let start = 0; start < sessions; start += 50) {
  const group = Array.from({ length: Math.min(50, sessions - start) }, (_, i) => open(start + i));
  await Promise.all(group);
  bound += group.length;
}
tell({ type: 'bound', sessions: bound });
