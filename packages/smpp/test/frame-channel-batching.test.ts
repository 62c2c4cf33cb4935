import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPdu, encodePdu, PduFramer, readHeader } from '../src/index.js';
import { FrameChannel } from '../src/session/frame-channel.js';

/** A connected socket pair on 127.0.0.1: ours to write through a FrameChannel, and the peer's. */
async function socketPair(): Promise<{ ours: Socket; peer: Socket; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
  const ours = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => ours.once('connect', resolve));
  return { ours, peer: await accepted, server };
}

/** Counts the socket writes the channel makes (the socket still writes as usual). */
function countWrites(socket: Socket): { count: number } {
  const counter = { count: 0 };
  const write = socket.write.bind(socket) as (data: Buffer) => boolean;
  socket.write = ((data: Buffer) => {
    counter.count += 1;
    return write(data);
  }) as Socket['write'];
  return counter;
}

/** Sequence numbers of the frames the peer receives, until it has `count` or the stream ends. */
function receiveSequences(
  peer: Socket,
  count: number,
): Promise<{ sequences: number[]; ended: boolean }> {
  const framer = new PduFramer();
  const sequences: number[] = [];
  return new Promise((resolve) => {
    peer.on('data', (chunk: Buffer) => {
      framer.push(chunk);
      for (const frame of framer) sequences.push(readHeader(frame).sequenceNumber);
      if (sequences.length === count) resolve({ sequences, ended: false });
    });
    peer.on('end', () => resolve({ sequences, ended: true }));
  });
}

function channelOn(socket: Socket): FrameChannel {
  return new FrameChannel(socket, {
    maxPduLength: 64 * 1024,
    writeHighWaterMark: 1024 * 1024,
    maxUnanswered: 2_000,
    onPdu: undefined,
    flowGate: undefined,
    onFlowPause: () => undefined,
    onFrames: () => undefined,
    onFrame: () => undefined,
    onFramingError: () => undefined,
    onError: () => undefined,
    onClose: () => undefined,
  });
}

const frame = (sequenceNumber: number, message_id = '') =>
  encodePdu(createPdu('submit_sm_resp', { sequenceNumber, message_id }));
const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('FrameChannel write batching', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  async function pair() {
    const sockets = await socketPair();
    cleanups.push(() => {
      sockets.ours.destroy();
      sockets.peer.destroy();
      sockets.server.close();
    });
    return sockets;
  }

  it('sends the frames of one event-loop turn in one socket write, whole and in order', async () => {
    const { ours, peer } = await pair();
    const channel = channelOn(ours);
    const writes = countWrites(ours);
    const received = receiveSequences(peer, 40);
    for (const sequence of range(40)) channel.write(frame(sequence));
    expect(writes.count).toBe(0);
    expect(channel.bufferedBytes).toBe(40 * 17);
    expect((await received).sequences).toEqual(range(40));
    expect(writes.count).toBe(1);
  });

  it('sends the first 50 frames of a long turn at once and the rest when it ends', async () => {
    const { ours, peer } = await pair();
    const channel = channelOn(ours);
    const writes = countWrites(ours);
    const received = receiveSequences(peer, 300);
    for (const sequence of range(300)) {
      channel.write(frame(sequence));
      expect(writes.count).toBe(sequence < 50 ? 0 : 1);
    }
    expect((await received).sequences).toEqual(range(300));
    expect(writes.count).toBe(2);
    // The next turn starts afresh: its first 50 frames leave early again.
    for (const sequence of range(50)) channel.write(frame(300 + sequence));
    expect(writes.count).toBe(3);
  });

  it('sends a batch as soon as it reaches 16 KiB, before the turn ends', async () => {
    const { ours, peer } = await pair();
    const channel = channelOn(ours);
    const writes = countWrites(ours);
    const received = receiveSequences(peer, 500);
    // 500 frames of 81 octets: the early 50, then a batch at each 16 KiB, then the rest.
    for (const sequence of range(500)) channel.write(frame(sequence, 'm'.repeat(64)));
    expect(writes.count).toBe(3);
    expect((await received).sequences).toEqual(range(500));
    expect(writes.count).toBe(4);
  });

  it('sends what was queued before it half-closes', async () => {
    const { ours, peer } = await pair();
    const channel = channelOn(ours);
    const received = receiveSequences(peer, Number.POSITIVE_INFINITY);
    for (const sequence of range(10)) channel.write(frame(sequence));
    channel.end(1_000);
    expect(channel.write(frame(11))).toBe(false);
    expect(await received).toEqual({ sequences: range(10), ended: true });
  });
});
