import { createServer, type Socket } from 'node:net';
import { onDriverMessage, report } from '../children.js';

// Usage (forked by bench/run.ts): silent-server.ts <expectedSubmits> [stall]
// A raw SMSC that answers binds and then reads every submit_sm without ever answering, so all of
// them stay in flight at the client; with "stall" it stops reading at all after the bind, like a
// peer that hangs. Written by hand, so it favours neither library.
const expected = Number(process.argv[2]);
const stall = process.argv[3] === 'stall';
const headerLength = 16;
const submitSm = 0x00000004;
const isBind = (commandId: number) => commandId >= 0x01 && commandId <= 0x09 && commandId !== 0x04;

function bindResponse(commandId: number, sequence: number): Buffer {
  const systemId = Buffer.from('silent\0', 'latin1');
  const header = Buffer.alloc(headerLength);
  header.writeUInt32BE(headerLength + systemId.length, 0);
  header.writeUInt32BE((commandId | 0x80000000) >>> 0, 4);
  header.writeUInt32BE(0, 8);
  header.writeUInt32BE(sequence, 12);
  return Buffer.concat([header, systemId]);
}

let submits = 0;
let reported = false;

function serve(socket: Socket): void {
  let pending: Buffer = Buffer.alloc(0);
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let offset = 0;
    while (pending.length - offset >= headerLength) {
      const length = pending.readUInt32BE(offset);
      if (length < headerLength) {
        socket.destroy();
        return;
      }
      if (pending.length - offset < length) break;
      const commandId = pending.readUInt32BE(offset + 4);
      if (commandId === submitSm) submits++;
      else if (isBind(commandId)) {
        socket.write(bindResponse(commandId, pending.readUInt32BE(offset + 12)));
        if (stall) {
          socket.pause();
          return;
        }
      }
      offset += length;
    }
    pending = pending.subarray(offset);
    if (!reported && submits >= expected) {
      reported = true;
      void report({ type: 'received', count: submits });
    }
  });
}

const server = createServer(serve);
onDriverMessage(() => {
  server.close();
  process.exit(0);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no listening port');
  void report({ type: 'ready', port: address.port });
});
