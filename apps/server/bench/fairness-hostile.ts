import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { createPdu, encodePdu } from '@routelab/smpp';
import { enquireLinkFlood, neverReadingPeer } from '../test/support/hostile-peers.js';
import { onCommand, tell } from './ingest-process.js';

// Usage (forked by fairness.ts): fairness-hostile.ts <kind> <port> <system_id> <password>
// One hostile peer until told to stop: `enquire-flood` keeps thousands of enquire_link
// unanswered, `never-reading` sends and never reads an answer, `bind-flood` binds ~400
// connections with a wrong password, over and over. Says 'bound' once under way.
const [kind, portArg, systemId, password] = process.argv.slice(2);
const port = Number(portArg);
const account = { system_id: systemId ?? '', password: password ?? '' };
const OUTSTANDING = 3_000;
const BIND_CONNECTIONS = 400;
const sockets: Socket[] = [];
let stopping = false;

/** A connection that binds with a wrong password again each time it is refused (or cut). */
async function wrongBindLoop(): Promise<void> {
  const bind = encodePdu(
    createPdu('bind_transceiver', {
      system_id: account.system_id,
      password: 'wrong-pw',
      sequenceNumber: 1,
    }),
  );
  while (!stopping) {
    // From another loopback address: an attacker is elsewhere than the account it competes
    // with, and the server limits failed binds per source address.
    const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.2' });
    sockets.push(socket);
    socket.on('error', () => undefined);
    const closed = once(socket, 'close');
    socket.on('data', () => {
      if (!stopping && socket.writable) socket.write(bind);
    });
    socket.once('connect', () => socket.write(bind));
    await closed;
    sockets.splice(sockets.indexOf(socket), 1);
  }
}

onCommand((command) => {
  if (command.type !== 'stop') return;
  stopping = true;
  for (const socket of sockets) socket.destroy();
  setTimeout(() => process.exit(0), 200);
});

if (kind === 'enquire-flood') {
  const flood = await enquireLinkFlood(port, account, {
    outstanding: OUTSTANDING,
    total: Number.MAX_SAFE_INTEGER,
  });
  sockets.push(flood.socket);
  tell({ type: 'bound', sessions: 1 });
} else if (kind === 'never-reading') {
  tell({ type: 'bound', sessions: 1 });
  const { socket } = await neverReadingPeer(port, account, {
    stallMs: 120_000,
    maxBytes: 1024 * 1024 * 1024,
  });
  sockets.push(socket);
} else if (kind === 'bind-flood') {
  for (let index = 0; index < BIND_CONNECTIONS; index++) void wrongBindLoop();
  tell({ type: 'bound', sessions: BIND_CONNECTIONS });
} else {
  throw new Error(`unknown hostile peer: ${kind}`);
}
