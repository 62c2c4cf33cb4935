import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdu, encodePdu, type SmppClient } from '../src/index.js';
import { absurdFrame, fuzzFrame, Prng } from './support/fuzz-frames.js';
import { startServer, testClient, type RunningServer } from './support/smpp-fixtures.js';

const TARGET_FRAMES = 1_000_000;
const BATCH = 400;
const FRAMES_PER_CONNECTION = 20_000;

/** Opens a connection, optionally binds, and writes fuzz frames until told to stop or closed. */
async function fuzzConnection(port: number, rng: Prng, bind: boolean, shouldStop: () => boolean) {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  socket.on('error', () => undefined);
  socket.on('data', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  if (bind) {
    socket.write(
      encodePdu(
        createPdu('bind_transceiver', {
          sequenceNumber: 1,
          system_id: 'tester',
          password: 'secret',
        }),
      ),
    );
  }
  let written = 0;
  let open = true;
  void closed.then(() => (open = false));
  while (open && written < FRAMES_PER_CONNECTION && !shouldStop()) {
    const frames: Buffer[] = [];
    for (let i = 0; i < BATCH; i += 1) frames.push(fuzzFrame(rng));
    // Now and then a connection ends in an absurd length, which must close just that one.
    if (rng.below(20) === 0) frames.push(absurdFrame(rng));
    written += frames.length;
    if (!socket.write(Buffer.concat(frames))) {
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
    }
  }
  socket.end();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  socket.destroy();
}

describe('live-session fuzzing', () => {
  let running: RunningServer;
  let good: SmppClient;
  const uncaught: unknown[] = [];
  const trap = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', trap);
    process.on('unhandledRejection', trap);
    running = await startServer({ maxConnections: 50 });
    good = testClient(running.port, { responseTimeoutMs: 10_000 });
    await good.connect();
  });

  afterAll(async () => {
    process.off('uncaughtException', trap);
    process.off('unhandledRejection', trap);
    await good.close();
    await running.close();
  });

  it(
    `takes ${TARGET_FRAMES} random and mutated frames while another session keeps working`,
    { timeout: 240_000 },
    async () => {
      let framesSeen = 0;
      let connections = 0;
      const outcomes = { malformed: 0, refused: 0, framingCloses: 0, binds: 0, answered: 0 };
      running.server.on('connection', (session) => {
        connections += 1;
        session.onPdu = (direction) => {
          if (direction === 'in') framesSeen += 1;
          else outcomes.answered += 1;
        };
        session.on('malformed', () => (outcomes.malformed += 1));
        session.on('refused', () => (outcomes.refused += 1));
        session.on('bound', () => (outcomes.binds += 1));
        session.on('close', ({ reason }) => {
          if (reason === 'framing-error') outcomes.framingCloses += 1;
        });
      });
      const rssBefore = process.memoryUsage().rss;

      let done = false;
      let roundTrips = 0;
      let longestGapMs = 0;
      const goodTraffic = (async () => {
        let last = performance.now();
        while (!done) {
          const response = await good.submitSm({
            destination_addr: '4915112345678',
            short_message: Buffer.from('ok'),
          });
          expect(response.commandStatus).toBe(0);
          roundTrips += 1;
          const now = performance.now();
          longestGapMs = Math.max(longestGapMs, now - last);
          last = now;
        }
      })();

      const rng = new Prng(0x5eed);
      const stop = () => framesSeen >= TARGET_FRAMES;
      const worker = async (bindFirst: boolean) => {
        while (!stop()) await fuzzConnection(running.port, rng, bindFirst, stop);
      };
      await Promise.all([worker(false), worker(true)]);
      done = true;
      await goodTraffic;

      const rssGrowthMb = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
      expect(framesSeen).toBeGreaterThanOrEqual(TARGET_FRAMES);
      expect(connections).toBeGreaterThan(2);
      // The mix reached every path: decode errors, state refusals, binds, framing closes.
      expect(outcomes.malformed).toBeGreaterThan(TARGET_FRAMES / 10);
      expect(outcomes.refused).toBeGreaterThan(TARGET_FRAMES / 20);
      expect(outcomes.binds).toBeGreaterThan(2);
      expect(outcomes.framingCloses).toBeGreaterThan(2);
      expect(outcomes.answered).toBeGreaterThan(TARGET_FRAMES / 8);
      expect(uncaught).toEqual([]);
      expect(roundTrips).toBeGreaterThan(10);
      // A liveness bound, not a speed claim: the good session never waited anywhere near a stall.
      expect(longestGapMs).toBeLessThan(5_000);
      expect(rssGrowthMb).toBeLessThan(300);
      expect(good.state).toBe('bound');
      await expect(good.submitSm({ destination_addr: '1' })).resolves.toMatchObject({
        commandStatus: 0,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(running.server.sessions.size).toBe(1);
    },
  );
});
