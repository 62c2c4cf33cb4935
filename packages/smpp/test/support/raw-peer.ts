import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { decodePdu, encodePdu, PduFramer, type Pdu } from '../../src/index.js';

/**
 * A hand-driven SMPP peer for tests: writes whatever frames it is told (well-formed or not) and
 * records what arrives, decoded. It never answers anything by itself.
 */
export class RawPeer {
  readonly received: Pdu[] = [];
  readonly closed: Promise<void>;
  private readonly framer = new PduFramer({ maxPduLength: 1 << 20 });
  private waiters: { match: (pdu: Pdu) => boolean; resolve: (pdu: Pdu) => void }[] = [];

  constructor(readonly socket: Socket) {
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      this.framer.push(chunk);
      for (const frame of this.framer) this.deliver(decodePdu(frame));
    });
  }

  /** Connects to 127.0.0.1 (from `localAddress`, e.g. 127.0.0.2, when given). */
  static connect(port: number, localAddress?: string): Promise<RawPeer> {
    return new Promise((resolve, reject) => {
      const options = { host: '127.0.0.1', port, ...(localAddress && { localAddress }) };
      const socket = connect(options, () => resolve(new RawPeer(socket)));
      socket.once('error', reject);
    });
  }

  send(pdu: Pdu | Buffer): void {
    this.socket.write(Buffer.isBuffer(pdu) ? pdu : encodePdu(pdu));
  }

  /** The first received PDU (already here or still to come) that matches. */
  next(match: (pdu: Pdu) => boolean = () => true, timeoutMs = 5_000): Promise<Pdu> {
    const found = this.received.find(match);
    if (found) {
      this.received.splice(this.received.indexOf(found), 1);
      return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching PDU arrived')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (pdu) => {
          clearTimeout(timer);
          resolve(pdu);
        },
      });
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private deliver(pdu: Pdu): void {
    const waiter = this.waiters.find((candidate) => candidate.match(pdu));
    if (waiter) {
      this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
      waiter.resolve(pdu);
      return;
    }
    this.received.push(pdu);
  }
}

/** A TCP listener on 127.0.0.1 whose connections become RawPeers. */
export async function listenRaw(
  onPeer: (peer: RawPeer) => void,
): Promise<{ port: number; server: Server; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    onPeer(new RawPeer(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { port, server, close };
}
