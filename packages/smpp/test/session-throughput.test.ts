import { describe, expect, it } from 'vitest';
import { CommandStatus } from '../src/index.js';
import { closedAfterEachTest, waitFor } from './support/smpp-fixtures.js';

describe('throughput limits', () => {
  const { client, serve } = closedAfterEachTest();

  it('sends no faster than the configured rate (10 % margin), counted at the server', async () => {
    const arrivals: number[] = [];
    const running = await serve({}, (session) => {
      session.on('pdu', (pdu) => {
        arrivals.push(performance.now());
        session.respond(pdu, { message_id: 'x' });
      });
    });
    const rate = 200;
    const esme = client(running.port, { throughput: rate, windowSize: 100 });
    await esme.connect();
    const total = 760;
    const all = Array.from({ length: total }, () => esme.submitSm({ destination_addr: '1' }));
    await Promise.all(all);
    // Skip the first half second (the initial burst allowance) and count a 3 s window. A loaded
    // machine can only make it slower: how closely the limiter keeps the pace is its unit test's
    // (throughput-limiter.test.ts, on a clock the test moves).
    const start = (arrivals[0] as number) + 500;
    const counted = arrivals.filter((at) => at >= start && at < start + 3_000).length;
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThanOrEqual(rate * 3 * 1.1);
  });

  it('refuses requests over the per-session inbound rate with ESME_RTHROTTLED', async () => {
    const running = await serve({
      authenticate: () => ({ status: 0, limits: { inboundThroughput: 50 } }),
    });
    const esme = client(running.port, { windowSize: 400 });
    await esme.connect();
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 300 }, () =>
        esme.request({ command: 'submit_sm', destination_addr: '1' }).then((r) => r.commandStatus),
      ),
    );
    const elapsedSeconds = (performance.now() - started) / 1000;
    const accepted = statuses.filter((status) => status === 0).length;
    const throttled = statuses.filter((status) => status === CommandStatus.ESME_RTHROTTLED).length;
    expect(accepted + throttled).toBe(300);
    expect(throttled).toBeGreaterThan(0);
    // One burst (50 ms worth, at least 1) plus what the rate allows over the elapsed time.
    const burst = Math.max(1, Math.floor(50 / 20));
    expect(accepted).toBeLessThanOrEqual(Math.ceil(burst + 50 * elapsedSeconds) + 1);
  });

  it('refuses requests beyond the inbound window with the configured status', async () => {
    const running = await serve(
      { session: { inboundWindow: 3, throttleStatus: CommandStatus.ESME_RMSGQFUL } },
      () => undefined,
    );
    let held = 0;
    running.server.on('session', (session) => session.on('pdu', () => (held += 1)));
    // Long enough for the bind's answer on a loaded machine: the bind waits by the same timeout.
    const esme = client(running.port, { windowSize: 10, responseTimeoutMs: 1_000 });
    await esme.connect();
    const results = Array.from({ length: 5 }, () =>
      esme.request({ command: 'submit_sm', destination_addr: '1' }).then(
        (response) => response.commandStatus,
        (error: Error) => error.name,
      ),
    );
    await waitFor(() => held === 3, 'three requests held by the app');
    expect(await Promise.all(results)).toEqual([
      'SmppTimeoutError',
      'SmppTimeoutError',
      'SmppTimeoutError',
      CommandStatus.ESME_RMSGQFUL,
      CommandStatus.ESME_RMSGQFUL,
    ]);
  });
});
