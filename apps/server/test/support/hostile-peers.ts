import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { createPdu, encodePdu, PduFramer, readHeader } from '@routelab/smpp';

/** Hand-driven ESMEs that misbehave on purpose: the attackers of the fairness tests. */

const ENQUIRE_LINK = encodePdu(createPdu('enquire_link', { sequenceNumber: 2 }));

/** `count` enquire_link frames back to back, as one buffer (sequence numbers may repeat). */
function enquireLinks(count: number): Buffer {
  return Buffer.concat(Array.from({ length: count }, () => ENQUIRE_LINK));
}

/** A raw socket bound as the account (transceiver); the bind_resp is read and nothing after. */
async function bindRaw(port: number, account: { system_id: string; password: string }) {
  const socket = connect({ host: '127.0.0.1', port });
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  const framer = new PduFramer();
  socket.write(
    encodePdu(
      createPdu('bind_transceiver', {
        system_id: account.system_id,
        password: account.password,
        sequenceNumber: 1,
      }),
    ),
  );
  for (;;) {
    const [chunk] = (await once(socket, 'data')) as [Buffer];
    framer.push(chunk);
    const frame = framer.next();
    if (frame === null) continue;
    const status = readHeader(frame).commandStatus;
    if (status !== 0) throw new Error(`bind refused: ${status}`);
    socket.removeAllListeners('data');
    return { socket, framer };
  }
}

/**
 * Keeps `outstanding` enquire_link unanswered at all times: one more goes out for each answer,
 * until `total` have been sent. `done` resolves with the answers received.
 */
export async function enquireLinkFlood(
  port: number,
  account: { system_id: string; password: string },
  options: { outstanding: number; total: number },
): Promise<{ socket: Socket; answers: () => number; done: Promise<number> }> {
  const { socket, framer } = await bindRaw(port, account);
  let sent = options.outstanding;
  let answers = 0;
  const done = new Promise<number>((resolve) => {
    socket.once('close', () => resolve(answers));
    socket.on('data', (chunk: Buffer) => {
      framer.push(chunk);
      let arrived = 0;
      while (framer.next() !== null) arrived++;
      answers += arrived;
      const more = Math.min(arrived, options.total - sent);
      if (more > 0) {
        sent += more;
        socket.write(enquireLinks(more));
      }
      if (answers >= options.total) resolve(answers);
    });
  });
  socket.write(enquireLinks(options.outstanding));
  return { socket, answers: () => answers, done };
}

/**
 * Sends enquire_link and never reads an answer, until its own socket stays backed up for
 * `stallMs` (the server stopped reading) or `maxBytes` are written. Resolves with the bytes written.
 */
export async function neverReadingPeer(
  port: number,
  account: { system_id: string; password: string },
  options: { stallMs: number; maxBytes: number },
): Promise<{ socket: Socket; written: number }> {
  const { socket } = await bindRaw(port, account);
  socket.pause();
  const chunk = enquireLinks(4096);
  let written = 0;
  while (written < options.maxBytes) {
    written += chunk.length;
    if (socket.write(chunk)) continue;
    const drained = await Promise.race([
      once(socket, 'drain').then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), options.stallMs)),
    ]);
    if (!drained) break;
  }
  return { socket, written };
}
