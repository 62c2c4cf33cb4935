import { afterEach, describe, expect, it } from 'vitest';
import { SmppClient } from '@routelab/smpp';
import { startForkingNetSmppSmsc } from './support/net-smpp.js';
import { waitFor } from './support/wait.js';

const credentials = { system_id: 'perl', password: 'secret' };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// Issue 19, defect 1: the SMSC stopped with SIGSTOP while our binds waited, and continued with
// SIGCONT, answered every bind it had been sent: each attempt left open became a bound session
// of its own (9 connections in the report).
describe('a Net::SMPP SMSC stopped during the bind and continued', () => {
  it('keeps at most one connection: the abandoned attempts are closed', async () => {
    const smsc = await startForkingNetSmppSmsc(credentials);
    cleanups.push(() => smsc.stop());
    smsc.pause();
    const esme = new SmppClient({
      port: smsc.port,
      ...credentials,
      responseTimeoutMs: 300,
      reconnect: { minDelayMs: 50, maxDelayMs: 100 },
    });
    cleanups.push(() => esme.close());
    let connections = 0;
    esme.on('connected', () => (connections += 1));

    const bound = esme.connect();
    bound.catch(() => undefined); // awaited below; a failure before that must not go unhandled
    await waitFor('three abandoned attempts', () => (connections >= 4 ? true : undefined), {
      timeoutMs: 20_000,
    });
    smsc.resume();
    await bound;

    const accepted = () => smsc.events.filter((line) => line.event === 'accepted').length;
    await waitFor(
      'the SMSC to have served every connection, with one left open',
      () => (accepted() === connections && smsc.openConnections() === 1 ? true : undefined),
      { timeoutMs: 10_000 },
    );
    expect(esme.state).toBe('bound');
    await expect(esme.enquireLink()).resolves.toMatchObject({ commandStatus: 0 });

    await esme.close();
    await waitFor('no connection left', () => (smsc.openConnections() === 0 ? true : undefined), {
      timeoutMs: 10_000,
    });
  });
});
