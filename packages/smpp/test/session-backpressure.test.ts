import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createPdu } from '../src/index.js';
import { listenRaw, type RawPeer } from './support/raw-peer.js';
import { waitFor } from './support/smpp-fixtures.js';

interface Progress {
  type: 'progress' | 'done';
  sent: number;
  rss: number;
  baselineRss: number;
}

const TOTAL = 200_000;
const MB = 2 ** 20;

describe('backpressure', () => {
  let child: ChildProcess | undefined;
  let closeSmsc: (() => Promise<void>) | undefined;

  afterEach(async () => {
    child?.kill('SIGKILL');
    await closeSmsc?.();
  });

  it(
    'keeps the sender RSS bounded while the peer stops reading 200,000 submit_sm, then goes on',
    { timeout: 120_000 },
    async () => {
      let peer: RawPeer | undefined;
      const smsc = await listenRaw((connected) => {
        peer = connected;
        void connected
          .next((pdu) => pdu.command === 'bind_transceiver')
          .then((bind) => {
            connected.send(
              createPdu('bind_transceiver_resp', { sequenceNumber: bind.sequenceNumber }),
            );
            // From here on this peer reads nothing: the kernel buffers fill, then ours.
            connected.socket.pause();
          });
      });
      closeSmsc = smsc.close;

      const script = fileURLToPath(new URL('./support/backpressure-sender.ts', import.meta.url));
      child = fork(script, [String(smsc.port), String(TOTAL)], { execArgv: ['--import', 'tsx'] });
      let latest: Progress | undefined;
      child.on('message', (message: Progress) => (latest = message));

      // Wait until sending has stopped moving: the peer's silence has reached the sender.
      let stalledSince = Date.now();
      let lastSent = -1;
      await waitFor(
        () => {
          if (!latest || latest.sent !== lastSent) {
            lastSent = latest?.sent ?? -1;
            stalledSince = Date.now();
            return false;
          }
          return Date.now() - stalledSince > 1_500;
        },
        'sending to stall',
        60_000,
      );
      const stalled = latest as Progress;
      expect(stalled.type).toBe('progress');
      expect(stalled.sent).toBeGreaterThan(0);
      expect(stalled.sent).toBeLessThan(TOTAL);
      expect((stalled.rss - stalled.baselineRss) / MB).toBeLessThan(100);

      // The peer reads again (and throws the bytes away): the waiting sender finishes.
      peer?.socket.removeAllListeners('data');
      peer?.socket.on('data', () => undefined);
      peer?.socket.resume();
      await waitFor(() => latest?.type === 'done', 'the sender to finish', 60_000);
      expect(latest?.sent).toBe(TOTAL);
    },
  );
});
