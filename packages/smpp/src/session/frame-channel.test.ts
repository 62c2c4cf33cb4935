import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPdu } from '../codec/defaults.js';
import { encodePdu } from '../codec/encode.js';
import { FlowGate } from './flow-gate.js';
import { FrameChannel } from './frame-channel.js';

const ENQUIRE_LINK = 0x00000015;

/**
 * A FrameChannel over the accepted end of a loopback connection; `peer` is the other end. Handling
 * the frame with sequence number `pauseAt` pauses handling (as a peer's bind does).
 */
async function channelPair(gate: FlowGate, pauseAt?: number, maxUnanswered = 2_000) {
  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const accepted = once(server, 'connection') as Promise<[Socket]>;
  const peer = connect(port, '127.0.0.1');
  const [socket] = await accepted;
  const handled: number[] = [];
  /** Frames handled in each turn of the event loop. */
  const turns: number[] = [];
  let inTurn = false;
  const channel = new FrameChannel(socket, {
    maxPduLength: 64 * 1024,
    writeHighWaterMark: 1024 * 1024,
    maxUnanswered,
    onPdu: undefined,
    flowGate: gate,
    onFlowPause: () => {},
    onFrames: () => {},
    onFrame: (frame, header) => {
      handled.push(header.sequenceNumber);
      if (!inTurn) {
        inTurn = true;
        turns.push(0);
        setImmediate(() => (inTurn = false));
      }
      turns[turns.length - 1]! += 1;
      if (header.sequenceNumber === pauseAt) channel.pauseHandling();
      if (header.commandId === ENQUIRE_LINK) {
        channel.writeAnswer(
          encodePdu(createPdu('enquire_link_resp', { sequenceNumber: header.sequenceNumber })),
        );
      }
    },
    onFramingError: () => {},
    onError: () => {},
    onClose: () => {},
  });
  cleanups.push(() => {
    peer.destroy();
    socket.destroy();
    server.close();
  });
  return { socket, peer, handled, channel, turns };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function submit(sequenceNumber: number): Buffer {
  return encodePdu(
    createPdu('submit_sm', {
      sequenceNumber,
      destination_addr: '1',
      short_message: Buffer.alloc(160, 'x'),
    }),
  );
}

describe('FrameChannel under a held flow gate', () => {
  it('stops reading once 32 KiB wait, and handles all of it in order on release', async () => {
    const gate = new FlowGate();
    gate.hold();
    const { socket, peer, handled } = await channelPair(gate);
    // 1,000 submit_sm of about 200 bytes: 200 KB, far beyond what is read while held.
    const sequences = Array.from({ length: 1000 }, (_, index) => index + 1);
    peer.write(Buffer.concat(sequences.map(submit)));

    await expect.poll(() => socket.isPaused()).toBe(true);
    expect(handled).toEqual([]);

    gate.release();
    await expect.poll(() => handled.length).toBe(1000);
    expect(handled).toEqual(sequences);
    expect(socket.isPaused()).toBe(false);
  });

  it('answers an enquire_link behind held frames at once', async () => {
    const gate = new FlowGate();
    gate.hold();
    const { peer, handled } = await channelPair(gate);
    const answers: Buffer[] = [];
    peer.on('data', (chunk: Buffer) => answers.push(chunk));
    peer.write(
      Buffer.concat([
        submit(1),
        encodePdu(createPdu('enquire_link', { sequenceNumber: 2 })),
        submit(3),
      ]),
    );

    await expect.poll(() => answers.length).toBe(1);
    expect(answers[0]!.readUInt32BE(4)).toBe(0x80000015);
    expect(handled).toEqual([2]);

    gate.release();
    await expect.poll(() => handled).toEqual([2, 1, 3]);
  });

  it('reads on, answering enquire_link, when held again right after a release', async () => {
    const gate = new FlowGate();
    gate.hold();
    const { socket, peer, handled } = await channelPair(gate);
    // 200 submit_sm, about 40 KB: reading pauses at 32 KiB with the rest unread.
    peer.write(Buffer.concat(Array.from({ length: 200 }, (_, index) => submit(index + 1))));
    await expect.poll(() => socket.isPaused()).toBe(true);

    // Released, and held again before the held frames are handled (as a log over its mark does).
    gate.release();
    gate.hold();
    const answers: Buffer[] = [];
    peer.on('data', (chunk: Buffer) => answers.push(chunk));
    await expect.poll(() => handled.length).toBeGreaterThan(100);
    peer.write(encodePdu(createPdu('enquire_link', { sequenceNumber: 999 })));
    await expect.poll(() => answers.length).toBe(1);
    expect(answers[0]!.readUInt32BE(12)).toBe(999);

    gate.release();
    await expect.poll(() => handled.length).toBe(201);
  });
});

const enquireLinks = (count: number) =>
  Buffer.concat(
    Array.from({ length: count }, (_, index) =>
      encodePdu(createPdu('enquire_link', { sequenceNumber: index + 1 })),
    ),
  );

describe('FrameChannel against a flooding peer', () => {
  it('stops reading an enquire_link flood once 32 KiB of keep-alives were answered while held', async () => {
    const gate = new FlowGate();
    gate.hold();
    const { socket, peer, handled } = await channelPair(gate);
    peer.resume();
    // 10,000 enquire_link: 160 KB. Only a peer's keep-alive is worth answering during a pause.
    peer.write(enquireLinks(10_000));
    await expect.poll(() => socket.isPaused()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // 32 KiB of enquire_link: 2,048.
    expect(handled.length).toBeLessThanOrEqual(2_048);

    gate.release();
    await expect.poll(() => handled.length).toBe(10_000);
  });

  it('handles at most 256 frames a turn, so that other sessions get theirs', async () => {
    const { peer, handled, turns } = await channelPair(new FlowGate());
    peer.resume();
    peer.write(enquireLinks(1_000));
    await expect.poll(() => handled.length).toBe(1_000);
    expect(Math.max(...turns)).toBeLessThanOrEqual(256);
    expect(handled).toEqual(Array.from({ length: 1_000 }, (_, index) => index + 1));
  });

  it('stops reading at its limit of unanswered requests, and reads on as answers leave', async () => {
    const { socket, peer, handled, channel } = await channelPair(new FlowGate(), undefined, 10);
    peer.write(Buffer.concat(Array.from({ length: 50 }, (_, index) => submit(index + 1))));
    await expect.poll(() => socket.isPaused()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled).toHaveLength(10);
    expect(channel.unansweredRequests).toBe(10);

    for (let sequenceNumber = 1; sequenceNumber <= 5; sequenceNumber++) {
      channel.writeAnswer(
        encodePdu(createPdu('submit_sm_resp', { sequenceNumber, message_id: '1' })),
      );
    }
    await expect.poll(() => handled).toHaveLength(15);
    expect(channel.unansweredRequests).toBe(10);
  });
});

describe('FrameChannel with handling paused (a bind being decided)', () => {
  it('handles nothing behind the pausing frame, enquire_link included, until resumed', async () => {
    const { socket, peer, handled, channel } = await channelPair(new FlowGate(), 1);
    peer.write(
      Buffer.concat([
        submit(1),
        encodePdu(createPdu('enquire_link', { sequenceNumber: 2 })),
        submit(3),
      ]),
    );
    await expect.poll(() => socket.isPaused()).toBe(true);
    expect(handled).toEqual([1]);

    channel.resumeHandling();
    peer.write(submit(4));
    await expect.poll(() => handled).toEqual([1, 2, 3, 4]);
    expect(socket.isPaused()).toBe(false);
  });

  it('keeps the order of frames held by the flow gate when one of them pauses handling', async () => {
    const gate = new FlowGate();
    gate.hold();
    const { peer, handled, channel } = await channelPair(gate, 1);
    peer.write(
      Buffer.concat([
        submit(1),
        submit(2),
        encodePdu(createPdu('enquire_link', { sequenceNumber: 9 })),
        submit(3),
      ]),
    );
    // The enquire_link is answered at once: the frames around it are read and held.
    await expect.poll(() => handled).toEqual([9]);

    gate.release();
    await expect.poll(() => handled).toEqual([9, 1]);
    channel.resumeHandling();
    await expect.poll(() => handled).toEqual([9, 1, 2, 3]);
  });
});
